import { endpoints, schemasOf } from "./endpoint.ts";
import { ALL_ROLES, STAFF_ROLES } from "./roles.ts";

const slots = schemasOf(() => import("./slots.ts"));
const params = slots("slotIdParamSchema");
const fileParams = slots("slotFileParamSchema");

export const SLOTS_ENDPOINTS = endpoints("séances", {
  listSlots: {
    method: "GET",
    path: "/api/slots",
    access: STAFF_ROLES,
    query: slots("slotListQuerySchema"),
    response: slots("slotPageSchema"),
  },
  listMySlots: {
    method: "GET",
    path: "/api/slots/mine",
    access: ALL_ROLES,
    personal: true,
    query: slots("slotMineQuerySchema"),
    response: slots("slotListSchema"),
  },
  getLiveSlots: {
    method: "GET",
    path: "/api/slots/live",
    access: ALL_ROLES,
    personal: true,
    response: slots("liveSlotsSchema"),
  },
  getSlot: {
    method: "GET",
    path: "/api/slots/:id",
    access: ALL_ROLES,
    params,
    response: slots("slotDetailSchema"),
  },
  createSlot: {
    method: "POST",
    path: "/api/slots",
    access: STAFF_ROLES,
    body: slots("createSlotBodySchema"),
    response: slots("slotDetailSchema"),
    status: 201,
  },
  updateSlot: {
    method: "PATCH",
    path: "/api/slots/:id",
    access: STAFF_ROLES,
    params,
    body: slots("updateSlotBodySchema"),
    response: slots("slotDetailSchema"),
  },
  changeSlotStatus: {
    method: "POST",
    path: "/api/slots/:id/status",
    access: STAFF_ROLES,
    params,
    body: slots("slotStatusBodySchema"),
    response: slots("slotDetailSchema"),
  },
  addSlotFile: {
    method: "POST",
    path: "/api/slots/:id/files",
    access: STAFF_ROLES,
    kind: "upload",
    params,
    response: slots("slotFileSchema"),
    status: 201,
  },
  openSlotFile: {
    method: "GET",
    path: "/api/slots/:id/files/:fileId",
    access: ALL_ROLES,
    kind: "file",
    params: fileParams,
  },
  removeSlotFile: {
    method: "DELETE",
    path: "/api/slots/:id/files/:fileId",
    access: STAFF_ROLES,
    params: fileParams,
    status: 204,
  },
});
