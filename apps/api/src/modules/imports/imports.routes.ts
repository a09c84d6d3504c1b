import { importParamsSchema, importReportSchema, importSampleQuerySchema } from "@campus/contracts/imports";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import { attachmentDisposition } from "../../platform/downloads.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { MULTIPART_OPTIONS } from "../../platform/uploads.ts";
import { buildImportSample } from "./imports.sample.ts";
import { runImport } from "./imports.service.ts";
import { IMPORT_LIMITS } from "./imports.sheet.ts";
import { withUpload } from "./imports.upload.ts";

const tags = ["imports"];

export const importsRoutes: Module = (app, { db, clock, config }) => {
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
    await scope.register(multipart, MULTIPART_OPTIONS);
    for (const step of ["preview", "commit"] as const) {
      scope.post(
        `/api/imports/:kind/${step}`,
        { schema: { tags, params: importParamsSchema, response: { 200: importReportSchema } } },
        async (request) =>
          withUpload(request, IMPORT_LIMITS, (upload) =>
            runImport(db, clock, requireCtx(request), request.params.kind, upload, {
              commit: step === "commit",
              defaultPassword: config.defaultTeacherPassword,
            }),
          ),
      );
    }
  });
};
