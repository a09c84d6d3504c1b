import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const whitelist = schemasOf(() => import("./whitelist.ts"));

export const WHITELIST_ENDPOINTS = endpoints("whitelist", {
  listWhitelist: {
    method: "GET",
    path: "/api/whitelist",
    access: ADMIN_ROLES,
    query: whitelist("whitelistQuerySchema"),
    response: whitelist("whitelistPageSchema"),
  },
  addToWhitelist: {
    method: "POST",
    path: "/api/whitelist",
    access: ADMIN_ROLES,
    body: whitelist("addWhitelistBodySchema"),
    response: whitelist("whitelistEntrySchema"),
    // 201 when the student is listed, 200 when they already were.
    status: [200, 201],
  },
  removeFromWhitelist: {
    method: "DELETE",
    path: "/api/whitelist/:studentId",
    access: ADMIN_ROLES,
    params: whitelist("whitelistStudentParamSchema"),
    status: 204,
  },
});
