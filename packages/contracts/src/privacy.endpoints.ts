import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const privacy = schemasOf(() => import("./privacy.ts"));
const common = schemasOf(() => import("./common.ts"));

/** The personal data rights: each person's copy; a student's or a staff account's copy and erasure, and the retention for administrators. */
export const PRIVACY_ENDPOINTS = endpoints("données personnelles", {
  exportOwnData: {
    method: "GET",
    path: "/api/profile/data-export",
    access: "authenticated",
    kind: "file",
  },
  exportStudentData: {
    method: "GET",
    path: "/api/privacy/students/:id/export",
    access: ADMIN_ROLES,
    kind: "file",
    params: common("idParamSchema"),
  },
  exportAccountData: {
    method: "GET",
    path: "/api/privacy/accounts/:id/export",
    access: ADMIN_ROLES,
    kind: "file",
    params: common("idParamSchema"),
  },
  previewStudentErasure: {
    method: "GET",
    path: "/api/privacy/students/:id/erasure",
    access: ADMIN_ROLES,
    params: common("idParamSchema"),
    response: privacy("erasurePreviewSchema"),
  },
  eraseStudent: {
    method: "POST",
    path: "/api/privacy/students/:id/erasure",
    access: ADMIN_ROLES,
    params: common("idParamSchema"),
    body: privacy("eraseBodySchema"),
    response: privacy("erasureResultSchema"),
  },
  previewAccountErasure: {
    method: "GET",
    path: "/api/privacy/accounts/:userId/erasure",
    access: ADMIN_ROLES,
    params: privacy("userIdParamSchema"),
    response: privacy("erasurePreviewSchema"),
  },
  eraseAccount: {
    method: "POST",
    path: "/api/privacy/accounts/:userId/erasure",
    access: ADMIN_ROLES,
    params: privacy("userIdParamSchema"),
    body: privacy("eraseBodySchema"),
    response: privacy("erasureResultSchema"),
  },
  getRetention: {
    method: "GET",
    path: "/api/privacy/retention",
    access: ADMIN_ROLES,
    response: privacy("retentionOverviewSchema"),
  },
  updateRetentionSettings: {
    method: "PUT",
    path: "/api/privacy/retention",
    access: ADMIN_ROLES,
    body: privacy("retentionSettingsSchema"),
    response: privacy("retentionOverviewSchema"),
  },
});
