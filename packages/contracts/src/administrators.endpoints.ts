import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, type Role } from "./roles.ts";

/** Who manages administrators: the company's super administrator and the platform operator. */
const ADMINISTRATOR_MANAGERS: readonly Role[] = ["superadmin", "superadmincom"];

const administrators = schemasOf(() => import("./administrators.ts"));
const params = administrators("administratorIdParamSchema");
const scope = administrators("administratorScopeQuerySchema");

export const ADMINISTRATORS_ENDPOINTS = endpoints("administrateurs", {
  listAdministrators: {
    method: "GET",
    path: "/api/administrators",
    access: ADMIN_ROLES,
    query: administrators("administratorListQuerySchema"),
    response: administrators("administratorPageSchema"),
  },
  getAdministrator: {
    method: "GET",
    path: "/api/administrators/:id",
    access: ADMIN_ROLES,
    params,
    query: scope,
    response: administrators("administratorSchema"),
  },
  createAdministrator: {
    method: "POST",
    path: "/api/administrators",
    access: ADMINISTRATOR_MANAGERS,
    query: scope,
    body: administrators("createAdministratorBodySchema"),
    response: administrators("administratorSchema"),
    status: 201,
  },
  updateAdministrator: {
    method: "PATCH",
    path: "/api/administrators/:id",
    access: ADMINISTRATOR_MANAGERS,
    params,
    query: scope,
    body: administrators("updateAdministratorBodySchema"),
    response: administrators("administratorSchema"),
  },
  deleteAdministrator: {
    method: "DELETE",
    path: "/api/administrators/:id",
    access: ADMINISTRATOR_MANAGERS,
    params,
    query: scope,
    status: 204,
  },
});
