import type { Readable } from "node:stream";
import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import type { FastifyReply } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { scheduleAbsenceAlerts } from "../absence-alerts/index.ts";
import { getAbsenceSummary } from "./attendance.absence-summary.queries.ts";
import { exportAbsences, listAbsences } from "./attendance.absences.queries.ts";
import { buildHalfDaySheet } from "./attendance.half-day.queries.ts";
import {
  buildAttendanceSheet,
  getSlotAttendance,
  saveAttendance,
  setExcuse,
} from "./attendance.roll-call.service.ts";

function sendFile(
  reply: FastifyReply,
  contentType: string,
  file: { filename: string; body: Buffer | Readable },
) {
  return sendAttachment(reply, { name: file.filename, contentType, body: file.body });
}

export const attendanceRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, ATTENDANCE_ENDPOINTS);

  route.getSlotAttendance((request) => getSlotAttendance(db, requireCtx(request), request.params.id));
  // The absence thresholds are checked once the write is committed, after the answer is ready.
  const alerts = { db, clock, log: app.log };
  route.saveAttendance(async (request) => {
    const ctx = requireCtx(request);
    const saved = await saveAttendance(db, clock, ctx, request.params.id, request.body);
    scheduleAbsenceAlerts(
      alerts,
      ctx.companyId,
      request.body.marks.map((mark) => mark.studentId),
    );
    return saved;
  });
  route.buildAttendanceSheet(async (request, reply) =>
    sendFile(
      reply,
      "application/pdf",
      await buildAttendanceSheet(db, clock, requireCtx(request), request.params.id),
    ),
  );
  route.buildHalfDaySheet(async (request, reply) =>
    sendFile(
      reply,
      "application/pdf",
      await buildHalfDaySheet(db, clock, requireCtx(request), request.params.id, request.query),
    ),
  );
  route.setExcuse(async (request) => {
    const ctx = requireCtx(request);
    const { slotId, studentId } = request.params;
    const item = await setExcuse(db, clock, ctx, slotId, studentId, request.body);
    scheduleAbsenceAlerts(alerts, ctx.companyId, [studentId]);
    return item;
  });
  route.listAbsences((request) => listAbsences(db, clock, requireCtx(request), request.query));
  route.exportAbsences(async (request, reply) =>
    sendFile(
      reply,
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      await exportAbsences(db, clock, requireCtx(request), request.query),
    ),
  );
  route.getAbsenceSummary((request) => getAbsenceSummary(db, requireCtx(request), request.query));
};
