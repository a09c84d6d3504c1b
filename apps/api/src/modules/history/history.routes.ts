import { HISTORY_ENDPOINTS } from "@campus/contracts/history.endpoints";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { exportMarkChanges } from "./history.export.documents.ts";
import { getAttendanceHistory, getGradeHistory, listMarkChanges } from "./history.queries.ts";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const historyRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, HISTORY_ENDPOINTS);

  route.listMarkChanges((request) => listMarkChanges(db, requireCtx(request), request.query));
  route.exportMarkChanges(async (request, reply) => {
    const file = await exportMarkChanges(db, clock, requireCtx(request), request.query);
    return sendAttachment(reply, { name: file.filename, contentType: XLSX, body: file.body });
  });
  route.getGradeHistory((request) =>
    getGradeHistory(db, requireCtx(request), request.params.evaluationId, request.params.studentId),
  );
  route.getAttendanceHistory((request) =>
    getAttendanceHistory(db, requireCtx(request), request.params.slotId, request.params.studentId),
  );
};
