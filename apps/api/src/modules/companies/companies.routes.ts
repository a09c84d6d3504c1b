import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { createAdministrator, listAdministrators } from "../administrators/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import {
  addInstance,
  createCompany,
  getCompany,
  listCompanies,
  removeInstance,
  updateCompany,
} from "./companies.service.ts";

export const companiesRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, COMPANIES_ENDPOINTS);

  route.getCompanyBranding((request) => getCompanyBranding(db, request.params.companyId));
  route.listCompanies((request) => listCompanies(db, requireCtx(request), request.query));
  route.getCompany((request) => getCompany(db, requireCtx(request), request.params.id));
  route.createCompany((request) => createCompany(db, requireCtx(request), request.body));
  route.updateCompany((request) =>
    updateCompany(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.addInstance((request) => addInstance(db, requireCtx(request), request.params.id, request.body));
  route.removeInstance((request) =>
    removeInstance(db, requireCtx(request), request.params.id, request.params.instanceId),
  );

  // The platform's view of a company's administrators: the administrators service with the company named.
  route.listCompanyAdministrators((request) =>
    listAdministrators(db, requireCtx(request), { ...request.query, companyId: request.params.id }),
  );
  route.createCompanyAdministrator((request) =>
    createAdministrator(db, requireCtx(request), request.body, { companyId: request.params.id }),
  );
};
