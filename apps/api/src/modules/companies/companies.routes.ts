import { COMPANIES_ENDPOINTS } from "@campus/contracts/companies.endpoints";
import multipart from "@fastify/multipart";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { MULTIPART_OPTIONS } from "../../platform/uploads.ts";
import { createAdministrator, listAdministrators } from "../administrators/index.ts";
import { readLogoFile, removeLogo, replaceLogo } from "../branding/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import {
  addInstance,
  createCompany,
  getCompany,
  listCompanies,
  removeInstance,
  updateCompany,
} from "./companies.service.ts";

export const companiesRoutes: Module = async (app, { db, clock, blobs }) => {
  const route = await routesOf(app, COMPANIES_ENDPOINTS);

  route.getCompanyBranding((request) => getCompanyBranding(db, request.params.companyId));
  route.listCompanies((request) => listCompanies(db, requireCtx(request), request.query));
  route.getCompany((request) => getCompany(db, requireCtx(request), request.params.id));
  route.createCompany((request) => createCompany(db, requireCtx(request), request.body));
  route.updateCompany((request) =>
    updateCompany(db, clock, requireCtx(request), request.params.id, request.body),
  );
  // A company's logo: the branding module's service with the company named.
  route.removeCompanyLogo((request) => removeLogo({ db, clock }, requireCtx(request), request.params.id));
  app.register(async (plugin) => {
    await plugin.register(multipart, MULTIPART_OPTIONS);
    route
      .within(plugin)
      .replaceCompanyLogo(async (request) =>
        replaceLogo(
          { db, clock, blobs },
          requireCtx(request),
          request.params.id,
          await readLogoFile(request),
        ),
      );
  });
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
