import { BRANDING_ENDPOINTS } from "@campus/contracts/branding.endpoints";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { MULTIPART_OPTIONS } from "../../platform/uploads.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { readLogoFile } from "./branding.image-upload.service.ts";
import { companyManifest } from "./branding.manifest.documents.ts";
import { openLogo, removeLogo, replaceLogo, updateBranding } from "./branding.service.ts";

/** `/dashboard/custom`: a company's colours, logo and registration setting, by its super-administrators. */
export const brandingRoutes: Module = async (app, { db, clock, blobs }) => {
  const route = await routesOf(app, BRANDING_ENDPOINTS);

  route.updateBranding((request) => updateBranding({ db, clock }, requireCtx(request), request.body));
  route.removeLogo((request) => {
    const ctx = requireCtx(request);
    return removeLogo({ db, clock }, ctx, ctx.companyId);
  });

  route.getCompanyManifest(async (request, reply) => {
    const branding = await getCompanyBranding(db, request.params.companyId);
    return reply.type("application/manifest+json").send(JSON.stringify(companyManifest(branding)));
  });

  route.openLogo(async (request, reply) => {
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
  });

  // Multipart parsing is needed by the upload only: registered in its own scope.
  app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    route.within(plugin).replaceLogo(async (request) => {
      const ctx = requireCtx(request);
      return replaceLogo({ db, clock, blobs }, ctx, ctx.companyId, await readLogoFile(request));
    });
  });
};
