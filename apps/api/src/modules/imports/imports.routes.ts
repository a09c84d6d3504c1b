import { IMPORTS_ENDPOINTS } from "@campus/contracts/imports.endpoints";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import { attachmentDisposition } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { type EndpointRequest, routesOf } from "../../platform/routes.ts";
import { MULTIPART_OPTIONS } from "../../platform/uploads.ts";
import { buildImportSample } from "./imports.sample.documents.ts";
import { runImport } from "./imports.service.ts";
import { IMPORT_LIMITS } from "./imports.sheet.jobs.ts";
import { withUpload } from "./imports.upload.service.ts";

export const importsRoutes: Module = async (app, { db, clock, config }) => {
  const route = await routesOf(app, IMPORTS_ENDPOINTS);

  route.buildImportSample(async (request, reply) => {
    const file = await buildImportSample(db, requireCtx(request), request.params.kind, request.query.format);
    return reply
      .header("Content-Type", file.contentType)
      .header("Content-Disposition", attachmentDisposition(file.filename))
      .send(file.body);
  });

  /** A preview reads the file and writes nothing; a commit writes its valid rows. */
  const runUploaded =
    (commit: boolean) => (request: EndpointRequest<typeof IMPORTS_ENDPOINTS.previewImport>) =>
      withUpload(request, IMPORT_LIMITS, (upload) =>
        runImport(db, clock, requireCtx(request), request.params.kind, upload, {
          commit,
          defaultPassword: config.defaultTeacherPassword,
        }),
      );

  // Multipart parsing is needed by these two routes only: registered in their own scope.
  app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    const scope = route.within(plugin);
    scope.previewImport(runUploaded(false));
    scope.commitImport(runUploaded(true));
  });
};
