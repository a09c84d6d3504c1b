import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES, type Role, STAFF_ROLES } from "./roles.ts";

const checkIn = schemasOf(() => import("./check-in.ts"));
const slots = schemasOf(() => import("./slots.ts"));
const slotParams = slots("slotIdParamSchema");
const STUDENTS: readonly Role[] = ["student"];

/** Signed digital attendance: the projector's code, the students' check-in, the signatures. */
export const CHECK_IN_ENDPOINTS = endpoints("émargement", {
  getCheckInDisplay: {
    method: "GET",
    path: "/api/slots/:id/check-in",
    access: STAFF_ROLES,
    params: slotParams,
    response: checkIn("checkInDisplaySchema"),
  },
  verifyCheckInCode: {
    method: "POST",
    path: "/api/check-in/code",
    access: STUDENTS,
    body: checkIn("verifyCheckInBodySchema"),
    response: checkIn("checkInTicketSchema"),
  },
  checkIn: {
    method: "POST",
    path: "/api/check-in",
    access: STUDENTS,
    status: 201,
    body: checkIn("checkInBodySchema"),
    response: checkIn("checkInResultSchema"),
  },
  signOnSite: {
    method: "POST",
    path: "/api/slots/:id/check-in/on-site",
    access: STAFF_ROLES,
    status: 201,
    params: slotParams,
    body: checkIn("onSiteSignatureBodySchema"),
    response: checkIn("checkInResultSchema"),
  },
  signRemotely: {
    method: "POST",
    path: "/api/slots/:id/check-in/remote",
    access: STUDENTS,
    status: 201,
    params: slotParams,
    body: checkIn("remoteSignatureBodySchema"),
    response: checkIn("checkInResultSchema"),
  },
  signAsTeacher: {
    method: "POST",
    path: "/api/slots/:id/check-in/teacher-signature",
    access: STAFF_ROLES,
    status: 201,
    params: slotParams,
    body: checkIn("teacherSignatureBodySchema"),
    response: checkIn("checkInDisplaySchema"),
  },
  getCheckInSettings: {
    method: "GET",
    path: "/api/check-in/settings",
    access: ADMIN_ROLES,
    response: checkIn("checkInSettingsSchema"),
  },
  updateCheckInSettings: {
    method: "PUT",
    path: "/api/check-in/settings",
    access: ADMIN_ROLES,
    body: checkIn("updateCheckInSettingsBodySchema"),
    response: checkIn("checkInSettingsSchema"),
  },
});
