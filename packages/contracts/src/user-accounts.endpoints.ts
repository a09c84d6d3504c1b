import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, STAFF_ROLES } from "./roles.ts";

const userAccounts = schemasOf(() => import("./user-accounts.ts"));
const users = schemasOf(() => import("./users.ts"));
const common = schemasOf(() => import("./common.ts"));
const params = userAccounts("userIdParamSchema");
const profile = users("userProfileSchema");

export const USER_ACCOUNTS_ENDPOINTS = endpoints("utilisateurs", {
  listUserAccounts: {
    method: "GET",
    path: "/api/users",
    access: STAFF_ROLES,
    query: userAccounts("userAccountListQuerySchema"),
    response: userAccounts("userAccountPageSchema"),
  },
  getUserAccount: {
    method: "GET",
    path: "/api/users/:id",
    access: STAFF_ROLES,
    params,
    response: users("userProfileViewSchema"),
  },
  createCompanyUserAccount: {
    method: "POST",
    path: "/api/users",
    access: ADMIN_ROLES,
    body: userAccounts("createUserAccountBodySchema"),
    response: profile,
    status: 201,
  },
  updateUserAccount: {
    method: "PATCH",
    path: "/api/users/:id",
    access: ADMIN_ROLES,
    params,
    body: userAccounts("updateUserAccountBodySchema"),
    response: profile,
  },
  disableUserAccount: {
    method: "POST",
    path: "/api/users/:id/disable",
    access: ADMIN_ROLES,
    params,
    response: profile,
  },
  enableUserAccount: {
    method: "POST",
    path: "/api/users/:id/enable",
    access: ADMIN_ROLES,
    params,
    response: profile,
  },
  deleteUserAccount: {
    method: "DELETE",
    path: "/api/users/:id",
    access: ADMIN_ROLES,
    params,
    status: 204,
  },
  resetUserPassword: {
    method: "POST",
    path: "/api/users/:id/password",
    access: ADMIN_ROLES,
    params,
    body: userAccounts("resetPasswordBodySchema"),
    response: common("okSchema"),
  },
});
