import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const audit = schemasOf(() => import("./audit.ts"));

export const AUDIT_ENDPOINTS = endpoints("journal", {
  listAuditEntries: {
    method: "GET",
    path: "/api/audit",
    access: ADMIN_ROLES,
    query: audit("auditListQuerySchema"),
    response: audit("auditPageSchema"),
  },
});
