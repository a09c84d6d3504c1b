import type { Readable } from "node:stream";
import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import type { FastifyReply } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { getAbsenceSummary } from "./attendance.absence-summary.ts";
import { exportAbsences, listAbsences } from "./attendance.absences.ts";
import {
  buildAttendanceSheet,
  getSlotAttendance,
  saveAttendance,
  setExcuse,
} from "./attendance.roll-call.ts";

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
  route.saveAttendance((request) =>
    saveAttendance(db, clock, requireCtx(request), request.params.id, request.body),
  );
  route.buildAttendanceSheet(async (request, reply) =>
    sendFile(
      reply,
      "application/pdf",
      await buildAttendanceSheet(db, clock, requireCtx(request), request.params.id),
    ),
  );
  route.setExcuse((request) =>
    setExcuse(db, clock, requireCtx(request), request.params.slotId, request.params.studentId, request.body),
  );
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
