import { endpoints, schemasOf } from "./endpoint.ts";
import type { Role } from "./roles.ts";

/** The platform operator: the only one who sees and manages the companies. */
const PLATFORM_OPERATOR: readonly Role[] = ["superadmin"];

const companies = schemasOf(() => import("./companies.ts"));
const common = schemasOf(() => import("./common.ts"));
const administrators = schemasOf(() => import("./administrators.ts"));
const params = companies("companyParamSchema");

export const COMPANIES_ENDPOINTS = endpoints("entreprises", {
  /** What anyone may know of a company, to brand the sign-in page. */
  getCompanyBranding: {
    method: "GET",
    path: "/api/branding/:companyId",
    access: "public",
    params: companies("companyBrandingParamSchema"),
    response: companies("companyBrandingSchema"),
  },
  listCompanies: {
    method: "GET",
    path: "/api/companies",
    access: PLATFORM_OPERATOR,
    query: common("pageQuerySchema"),
    response: companies("companyPageSchema"),
  },
  getCompany: {
    method: "GET",
    path: "/api/companies/:id",
    access: PLATFORM_OPERATOR,
    params: common("idParamSchema"),
    response: companies("companySchema"),
  },
  createCompany: {
    method: "POST",
    path: "/api/companies",
    access: PLATFORM_OPERATOR,
    body: companies("createCompanyBodySchema"),
    response: companies("companySchema"),
    status: 201,
  },
  updateCompany: {
    method: "PATCH",
    path: "/api/companies/:id",
    access: PLATFORM_OPERATOR,
    params,
    body: companies("updateCompanyBodySchema"),
    response: companies("companySchema"),
  },
  /** The company's logo, uploaded by the operator (the checks and limit of `/api/company/logo`). */
  replaceCompanyLogo: {
    method: "POST",
    path: "/api/companies/:id/logo",
    access: PLATFORM_OPERATOR,
    kind: "upload",
    params,
    response: companies("companyBrandingSchema"),
  },
  removeCompanyLogo: {
    method: "DELETE",
    path: "/api/companies/:id/logo",
    access: PLATFORM_OPERATOR,
    params,
    response: companies("companyBrandingSchema"),
  },
  addInstance: {
    method: "POST",
    path: "/api/companies/:id/instances",
    access: PLATFORM_OPERATOR,
    params,
    body: companies("createInstanceBodySchema"),
    response: companies("instanceSchema"),
    status: 201,
  },
  removeInstance: {
    method: "DELETE",
    path: "/api/companies/:id/instances/:instanceId",
    access: PLATFORM_OPERATOR,
    params: companies("instanceParamSchema"),
    status: 204,
  },
  /** The platform's view of a company's administrators (the administrators' service, the company named). */
  listCompanyAdministrators: {
    method: "GET",
    path: "/api/companies/:id/administrators",
    access: PLATFORM_OPERATOR,
    params,
    query: administrators("companyAdministratorsQuerySchema"),
    response: administrators("administratorPageSchema"),
  },
  createCompanyAdministrator: {
    method: "POST",
    path: "/api/companies/:id/administrators",
    access: PLATFORM_OPERATOR,
    params,
    body: administrators("createAdministratorBodySchema"),
    response: administrators("administratorSchema"),
    status: 201,
  },
});
