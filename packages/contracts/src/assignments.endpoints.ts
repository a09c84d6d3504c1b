import { endpoints, schemasOf } from "./endpoint.ts";
import { ALL_ROLES, STAFF_ROLES } from "./roles.ts";

const assignments = schemasOf(() => import("./assignments.ts"));
const params = assignments("assignmentIdParamSchema");
const fileParams = assignments("assignmentFileParamSchema");
const studentParams = assignments("assignmentStudentParamSchema");

export const ASSIGNMENTS_ENDPOINTS = endpoints("dépôts", {
  listBoxes: {
    method: "GET",
    path: "/api/assignments",
    access: ALL_ROLES,
    query: assignments("assignmentListQuerySchema"),
    response: assignments("assignmentPageSchema"),
  },
  createBox: {
    method: "POST",
    path: "/api/assignments",
    access: STAFF_ROLES,
    body: assignments("createAssignmentBodySchema"),
    response: assignments("assignmentDetailSchema"),
    status: 201,
  },
  getBox: {
    method: "GET",
    path: "/api/assignments/:id",
    access: ALL_ROLES,
    params,
    response: assignments("assignmentDetailSchema"),
  },
  updateBox: {
    method: "PATCH",
    path: "/api/assignments/:id",
    access: STAFF_ROLES,
    params,
    body: assignments("updateAssignmentBodySchema"),
    response: assignments("assignmentDetailSchema"),
  },
  archiveBox: {
    method: "POST",
    path: "/api/assignments/:id/archive",
    access: STAFF_ROLES,
    params,
    response: assignments("assignmentDetailSchema"),
  },
  listSubmissions: {
    method: "GET",
    path: "/api/assignments/:id/submissions",
    access: STAFF_ROLES,
    params,
    query: assignments("submissionListQuerySchema"),
    response: assignments("submissionPageSchema"),
  },
  exportSubmissions: {
    method: "GET",
    path: "/api/assignments/:id/export",
    access: STAFF_ROLES,
    kind: "file",
    params,
  },
  sendBoxZip: {
    method: "GET",
    path: "/api/assignments/:id/zip",
    access: STAFF_ROLES,
    kind: "file",
    params,
  },
  createDownloadLink: {
    method: "POST",
    path: "/api/assignments/:id/download-link",
    access: ALL_ROLES,
    params,
    body: assignments("downloadLinkBodySchema"),
    response: assignments("downloadLinkSchema"),
  },
  // The signed link names its session: the route checks the signature and that session, then the same rules.
  sendSignedDownload: {
    method: "GET",
    path: "/api/assignments/:id/download",
    access: "public",
    kind: "file",
    params,
    query: assignments("signedDownloadQuerySchema"),
  },
  handIn: {
    method: "POST",
    path: "/api/assignments/:id/files",
    access: ["student"],
    kind: "upload",
    params,
    query: assignments("uploadQuerySchema"),
    response: assignments("assignmentFileSchema"),
    // 201 for a new file, 200 for a retried upload already stored.
    status: [200, 201],
  },
  openBoxFile: {
    method: "GET",
    path: "/api/assignments/:id/files/:fileId",
    access: ALL_ROLES,
    kind: "file",
    params: fileParams,
  },
  removeHandedIn: {
    method: "DELETE",
    path: "/api/assignments/:id/files/:fileId",
    access: ["student"],
    params: fileParams,
    status: 204,
  },
  setExtension: {
    method: "PUT",
    path: "/api/assignments/:id/extensions/:studentId",
    access: STAFF_ROLES,
    params: studentParams,
    body: assignments("extensionBodySchema"),
    response: assignments("submissionSchema"),
  },
  removeExtension: {
    method: "DELETE",
    path: "/api/assignments/:id/extensions/:studentId",
    access: STAFF_ROLES,
    params: studentParams,
    response: assignments("submissionSchema"),
  },
  sendStudentZip: {
    method: "GET",
    path: "/api/assignments/:id/students/:studentId/zip",
    access: STAFF_ROLES,
    kind: "file",
    params: studentParams,
  },
  saveFeedback: {
    method: "PUT",
    path: "/api/assignments/:id/students/:studentId/feedback",
    access: STAFF_ROLES,
    params: studentParams,
    body: assignments("feedbackBodySchema"),
    response: assignments("submissionSchema"),
  },
  addFeedbackFile: {
    method: "POST",
    path: "/api/assignments/:id/students/:studentId/feedback-file",
    access: STAFF_ROLES,
    kind: "upload",
    params: studentParams,
    response: assignments("assignmentFileSchema"),
    status: 201,
  },
});
