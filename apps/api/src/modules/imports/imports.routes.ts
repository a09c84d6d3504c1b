import {
  IMPORT_MAX_BYTES,
  importParamsSchema,
  importReportSchema,
  importSampleQuerySchema,
} from "@campus/contracts/imports";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import { attachmentDisposition } from "../../platform/downloads.ts";
import { AppError } from "../../platform/errors.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { buildImportSample } from "./imports.sample.ts";
import { runImport, type Upload } from "./imports.service.ts";

const tags = ["imports"];

/** The one file of a multipart upload, held in memory (5 MB at most: beyond, 413). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  const missing = () =>
    new AppError("VALIDATION", {
      field: "file",
      message: "Joignez un fichier CSV ou XLSX (envoi multipart/form-data, champ « file »).",
    });
  if (!request.isMultipart()) throw missing();
  const part = await request.file();
  if (!part) throw missing();
  const bytes = await part.toBuffer();
  return { bytes, filename: part.filename };
}

export const importsRoutes: Module = (app, { db, config }) => {
  app.get(
    "/api/imports/:kind/sample",
    { schema: { tags, params: importParamsSchema, querystring: importSampleQuerySchema } },
    async (request, reply) => {
      const file = await buildImportSample(
        db,
        requireCtx(request),
        request.params.kind,
        request.query.format,
      );
      return reply
        .header("Content-Type", file.contentType)
        .header("Content-Disposition", attachmentDisposition(file.filename))
        .send(file.body);
    },
  );

  // Multipart parsing is needed by these two routes only: registered in their own scope.
  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 12, fieldSize: 1024 },
    });
    for (const step of ["preview", "commit"] as const) {
      scope.post(
        `/api/imports/:kind/${step}`,
        { schema: { tags, params: importParamsSchema, response: { 200: importReportSchema } } },
        async (request) =>
          runImport(db, requireCtx(request), request.params.kind, await readUpload(request), {
            commit: step === "commit",
            defaultPassword: config.defaultTeacherPassword,
          }),
      );
    }
  });
};
