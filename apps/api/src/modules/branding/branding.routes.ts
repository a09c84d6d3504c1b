import { BRANDING_MESSAGES, LOGO_MAX_BYTES, updateBrandingBodySchema } from "@campus/contracts/branding";
import { text } from "@campus/contracts/common";
import { companyBrandingSchema } from "@campus/contracts/companies";
import multipart from "@fastify/multipart";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { requireCtx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { MULTIPART_OPTIONS } from "../../platform/uploads.ts";
import { openLogo, removeLogo, replaceLogo, updateBranding } from "./branding.service.ts";

const tags = ["personnalisation"];
const logoParamsSchema = z.object({ companyId: text().max(32), file: text().max(80) });

/** The one file of a logo upload, bounded by LOGO_MAX_BYTES (a logo is small: read whole, then decoded by sharp). */
async function readLogoFile(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: LOGO_MAX_BYTES } });
  if (!part) throw new AppError("VALIDATION", { field: "file", message: BRANDING_MESSAGES.invalidLogo });
  const bytes = await part.toBuffer().catch((error: unknown) => {
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw new AppError("TOO_LARGE", { field: "file", message: BRANDING_MESSAGES.tooLarge });
    }
    throw new AppError("INCOMPLETE_UPLOAD", { field: "file" });
  });
  return bytes;
}

/** `/dashboard/custom`: a company's colours, logo and registration setting, by its super-administrators. */
export const brandingRoutes: Module = (app, { db, clock, blobs }) => {
  app.put(
    "/api/company/branding",
    { schema: { tags, body: updateBrandingBodySchema, response: { 200: companyBrandingSchema } } },
    (request) => updateBranding({ db, clock }, requireCtx(request), request.body),
  );

  app.delete("/api/company/logo", { schema: { tags, response: { 200: companyBrandingSchema } } }, (request) =>
    removeLogo({ db, clock }, requireCtx(request)),
  );

  app.get(
    "/api/branding/:companyId/logo/:file",
    { schema: { tags, params: logoParamsSchema } },
    async (request, reply) => {
      const logo = await openLogo(db, blobs, request.params.companyId, request.params.file);
      return (
        reply
          .header("Content-Type", logo.contentType)
          .header("Content-Length", logo.size)
          .header("X-Content-Type-Options", "nosniff")
          // An SVG opened on its own runs nothing and loads nothing.
          .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox")
          // Each upload has its own address: the file never changes.
          .header("Cache-Control", "public, max-age=31536000, immutable")
          .send(logo.stream)
      );
    },
  );

  app.register(async (plugin) => {
    const scope = typed(plugin);
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.post(
      "/api/company/logo",
      { schema: { tags, response: { 200: companyBrandingSchema } } },
      async (request) => replaceLogo({ db, clock, blobs }, requireCtx(request), await readLogoFile(request)),
    );
  });
};
