import { BRANDING_MESSAGES, LOGO_MAX_BYTES, updateBrandingBodySchema } from "@campus/contracts/branding";
import { text } from "@campus/contracts/common";
import { companyBrandingSchema } from "@campus/contracts/companies";
import multipart from "@fastify/multipart";
import { z } from "zod";
import { requireCtx } from "../../platform/context.ts";
import { type Module, typed } from "../../platform/fastify.ts";
import { MULTIPART_OPTIONS } from "../../platform/uploads.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { companyManifest } from "./branding.manifest.ts";
import { openLogo, removeLogo, replaceLogo, updateBranding } from "./branding.service.ts";
import { readImageFile } from "./image-upload.ts";

const tags = ["personnalisation"];
const LOGO_UPLOAD = {
  maxBytes: LOGO_MAX_BYTES,
  invalidMessage: BRANDING_MESSAGES.invalidLogo,
  tooLargeMessage: BRANDING_MESSAGES.tooLarge,
};
const logoParamsSchema = z.object({ companyId: text().max(32), file: text().max(80) });

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
    "/api/branding/:companyId/manifest.webmanifest",
    { schema: { tags, params: z.object({ companyId: text().max(32) }) } },
    async (request, reply) => {
      const branding = await getCompanyBranding(db, request.params.companyId);
      return reply.type("application/manifest+json").send(JSON.stringify(companyManifest(branding)));
    },
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
      async (request) =>
        replaceLogo({ db, clock, blobs }, requireCtx(request), await readImageFile(request, LOGO_UPLOAD)),
    );
  });
};
