import { endpoints, schemasOf } from "./endpoint.ts";
import type { Role } from "./roles.ts";

/** `/dashboard/custom`: the company's super administrators (and the platform operator). */
const COMPANY_SUPER: readonly Role[] = ["superadmin", "superadmincom"];

const branding = schemasOf(() => import("./branding.ts"));
const companies = schemasOf(() => import("./companies.ts"));
const companyBranding = companies("companyBrandingSchema");

export const BRANDING_ENDPOINTS = endpoints("personnalisation", {
  updateBranding: {
    method: "PUT",
    path: "/api/company/branding",
    access: COMPANY_SUPER,
    body: branding("updateBrandingBodySchema"),
    response: companyBranding,
  },
  replaceLogo: {
    method: "POST",
    path: "/api/company/logo",
    access: COMPANY_SUPER,
    kind: "upload",
    response: companyBranding,
  },
  removeLogo: {
    method: "DELETE",
    path: "/api/company/logo",
    access: COMPANY_SUPER,
    response: companyBranding,
  },
  /** A logo by its address (each upload has its own): anyone, the sign-in page included. */
  openLogo: {
    method: "GET",
    path: "/api/branding/:companyId/logo/:file",
    access: "public",
    kind: "file",
    params: branding("logoParamSchema"),
  },
  /** The company's web app manifest (its name, colour and logo), linked by the page. */
  getCompanyManifest: {
    method: "GET",
    path: "/api/branding/:companyId/manifest.webmanifest",
    access: "public",
    kind: "file",
    params: branding("brandingCompanyParamSchema"),
  },
});
