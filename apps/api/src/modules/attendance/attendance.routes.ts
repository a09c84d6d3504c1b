import type { Readable } from "node:stream";
import {
  absenceFiltersSchema,
  absenceListQuerySchema,
  absencePageSchema,
  absenceSummaryQuerySchema,
  absenceSummarySchema,
  attendanceItemSchema,
  excuseBodySchema,
  excuseParamSchema,
  saveAttendanceBodySchema,
  slotAttendanceSchema,
} from "@campus/contracts/attendance";
import { slotIdParamSchema } from "@campus/contracts/slots";
import type { FastifyReply } from "fastify";
import { requireCtx } from "../../platform/context.ts";
import { sendAttachment } from "../../platform/downloads.ts";
import type { Module } from "../../platform/fastify.ts";
import { getAbsenceSummary } from "./attendance.absence-summary.ts";
import { exportAbsences, listAbsences } from "./attendance.absences.ts";
import {
  buildAttendanceSheet,
  getSlotAttendance,
  saveAttendance,
  setExcuse,
} from "./attendance.roll-call.ts";

const tags = ["présences"];
const params = slotIdParamSchema;

function sendFile(
  reply: FastifyReply,
  contentType: string,
  file: { filename: string; body: Buffer | Readable },
) {
  return sendAttachment(reply, { name: file.filename, contentType, body: file.body });
}

export const attendanceRoutes: Module = (app, { db, clock }) => {
  app.get(
    "/api/slots/:id/attendance",
    { schema: { tags, params, response: { 200: slotAttendanceSchema } } },
    (request) => getSlotAttendance(db, requireCtx(request), request.params.id),
  );

  app.put(
    "/api/slots/:id/attendance",
    { schema: { tags, params, body: saveAttendanceBodySchema, response: { 200: slotAttendanceSchema } } },
    (request) => saveAttendance(db, clock, requireCtx(request), request.params.id, request.body),
  );

  app.get("/api/slots/:id/attendance-sheet.pdf", { schema: { tags, params } }, async (request, reply) =>
    sendFile(
      reply,
      "application/pdf",
      await buildAttendanceSheet(db, clock, requireCtx(request), request.params.id),
    ),
  );

  app.post(
    "/api/attendance/:slotId/:studentId/excuse",
    {
      schema: {
        tags,
        params: excuseParamSchema,
        body: excuseBodySchema,
        response: { 200: attendanceItemSchema },
      },
    },
    (request) =>
      setExcuse(
        db,
        clock,
        requireCtx(request),
        request.params.slotId,
        request.params.studentId,
        request.body,
      ),
  );

  app.get(
    "/api/absences",
    { schema: { tags, querystring: absenceListQuerySchema, response: { 200: absencePageSchema } } },
    (request) => listAbsences(db, clock, requireCtx(request), request.query),
  );

  app.get(
    "/api/absences/export.xlsx",
    { schema: { tags, querystring: absenceFiltersSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        await exportAbsences(db, clock, requireCtx(request), request.query),
      ),
  );

  app.get(
    "/api/absences/summary",
    { schema: { tags, querystring: absenceSummaryQuerySchema, response: { 200: absenceSummarySchema } } },
    (request) => getAbsenceSummary(db, requireCtx(request), request.query),
  );
};
