import {
  type Absence,
  type AbsenceFilters,
  type AbsenceListQuery,
  type AbsenceSummary,
  type AbsenceSummaryQuery,
  ATTENDANCE_MESSAGES,
  type AttendanceItem,
  type AttendanceStatus,
  type ExcuseBody,
  type SaveAttendanceBody,
  type SlotAttendance,
} from "@campus/contracts/attendance";
import type { Page } from "@campus/contracts/common";
import { and, asc, desc, eq, gte, inArray, lt, ne, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db, Executor } from "../../db/client.ts";
import { attendance, companies, courses, enrolments, slots, students, users } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { callerTeaches, isAdministrator } from "../slots/slots.access.ts";
import { getSlot, requireSlotAccess } from "../slots/slots.service.ts";
import { buildAbsencesXlsx, buildAttendanceSheetPdf } from "./attendance.documents.ts";

const markers = alias(users, "markers");
const excusers = alias(users, "excusers");

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** Every student enrolled in the slot's course with their mark (one query). */
async function readAttendance(
  db: Executor,
  ctx: Ctx,
  slotId: string,
  courseId: string,
): Promise<AttendanceItem[]> {
  const rows = await db
    .select({
      student: {
        id: students.id,
        studentNumber: students.studentNumber,
        firstname: students.firstname,
        lastname: students.lastname,
        usageName: students.usageName,
      },
      mark: attendance,
      markerFirstname: markers.firstname,
      markerLastname: markers.lastname,
      excuserFirstname: excusers.firstname,
      excuserLastname: excusers.lastname,
    })
    .from(enrolments)
    .innerJoin(students, eq(students.id, enrolments.studentId))
    .leftJoin(attendance, and(eq(attendance.slotId, slotId), eq(attendance.studentId, enrolments.studentId)))
    .leftJoin(markers, eq(markers.id, attendance.markedBy))
    .leftJoin(excusers, eq(excusers.id, attendance.excusedBy))
    .where(and(eq(enrolments.courseId, courseId), eq(enrolments.companyId, ctx.companyId)))
    .orderBy(asc(students.lastname), asc(students.firstname), asc(students.id));
  return rows.map((row) => ({
    student: row.student,
    mark: row.mark
      ? {
          status: row.mark.status as AttendanceStatus,
          lateMinutes: row.mark.lateMinutes,
          excused: row.mark.excused,
          excuseReason: row.mark.excuseReason,
          markedBy:
            row.mark.markedBy && row.markerFirstname !== null
              ? { id: row.mark.markedBy, name: fullName(row.markerFirstname, row.markerLastname) }
              : null,
          markedAt: row.mark.markedAt.toISOString(),
          excusedBy:
            row.mark.excusedBy && row.excuserFirstname !== null
              ? { id: row.mark.excusedBy, name: fullName(row.excuserFirstname, row.excuserLastname) }
              : null,
          excusedAt: row.mark.excusedAt?.toISOString() ?? null,
        }
      : null,
  }));
}

/** A slot's roll call (teacher of the course or administrator). */
export async function getSlotAttendance(db: Executor, ctx: Ctx, slotId: string): Promise<SlotAttendance> {
  const access = await requireSlotAccess(db, ctx, slotId, "manage");
  return { slotId, items: await readAttendance(db, ctx, slotId, access.slot.courseId) };
}

/** The roll may be called this long before the start. */
const ROLL_CALL_EARLY_MS = 15 * 60 * 1000;

/**
 * Saves marks of a slot in one statement (teacher of the course or administrator). Each changed mark
 * records who made it and when; an unchanged one keeps its author. Back to present clears an excuse.
 */
export async function saveAttendance(
  db: Db,
  ctx: Ctx,
  slotId: string,
  body: SaveAttendanceBody,
): Promise<SlotAttendance> {
  await db.transaction(async (tx) => {
    const access = await requireSlotAccess(tx, ctx, slotId, "manage", { lock: true });
    const { slot } = access;
    if (slot.status !== "validated" && slot.status !== "held") {
      throw new AppError("CONFLICT", { message: ATTENDANCE_MESSAGES.slotNotOpen });
    }
    if (slot.startsAt.getTime() - ROLL_CALL_EARLY_MS > Date.now()) {
      throw new AppError("CONFLICT", { message: ATTENDANCE_MESSAGES.notStarted });
    }
    if (body.marks.length === 0) return;
    const details: { field: string; message: string }[] = [];
    const seen = new Set<string>();
    body.marks.forEach((mark, index) => {
      if (seen.has(mark.studentId)) {
        details.push({ field: `marks.${index}.studentId`, message: ATTENDANCE_MESSAGES.duplicateStudent });
      }
      seen.add(mark.studentId);
    });
    const enrolled = await tx
      .select({ studentId: enrolments.studentId })
      .from(enrolments)
      .where(
        and(
          eq(enrolments.courseId, slot.courseId),
          eq(enrolments.companyId, ctx.companyId),
          inArray(enrolments.studentId, [...seen]),
        ),
      );
    const enrolledIds = new Set(enrolled.map((row) => row.studentId));
    body.marks.forEach((mark, index) => {
      if (!enrolledIds.has(mark.studentId)) {
        details.push({ field: `marks.${index}.studentId`, message: ATTENDANCE_MESSAGES.notEnrolled });
      }
    });
    if (details.length > 0) {
      throw new AppError("VALIDATION", { field: details[0]?.field, message: details[0]?.message, details });
    }
    const now = new Date();
    await tx
      .insert(attendance)
      .values(
        body.marks.map((mark) => ({
          slotId,
          studentId: mark.studentId,
          companyId: ctx.companyId,
          status: mark.status,
          lateMinutes: mark.status === "late" ? (mark.lateMinutes ?? null) : null,
          markedBy: ctx.userId,
          markedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [attendance.slotId, attendance.studentId],
        set: {
          status: sql`excluded.status`,
          lateMinutes: sql`excluded.late_minutes`,
          markedBy: sql`excluded.marked_by`,
          markedAt: sql`excluded.marked_at`,
          excused: sql`case when excluded.status = 'present' then false else ${attendance.excused} end`,
          excuseReason: sql`case when excluded.status = 'present' then null else ${attendance.excuseReason} end`,
          excusedBy: sql`case when excluded.status = 'present' then null else ${attendance.excusedBy} end`,
          excusedAt: sql`case when excluded.status = 'present' then null else ${attendance.excusedAt} end`,
        },
        setWhere: sql`${attendance.status} is distinct from excluded.status or ${attendance.lateMinutes} is distinct from excluded.late_minutes`,
      });
    const counts = { present: 0, absent: 0, late: 0 };
    for (const mark of body.marks) counts[mark.status]++;
    await recordAudit(tx, ctx, {
      action: "attendance",
      entity: "slot",
      entityId: slotId,
      after: { marks: body.marks.length, ...counts },
    });
  });
  return getSlotAttendance(db, ctx, slotId);
}

/** Excuses (or un-excuses) an absence or a lateness; administrators only, with a reason. */
export async function setExcuse(
  db: Db,
  ctx: Ctx,
  slotId: string,
  studentId: string,
  body: ExcuseBody,
): Promise<AttendanceItem> {
  const reason = body.reason?.trim() || null;
  if (body.excused && !reason) {
    throw new AppError("VALIDATION", { field: "reason", message: ATTENDANCE_MESSAGES.reasonRequired });
  }
  const courseId = await db.transaction(async (tx) => {
    const access = await requireSlotAccess(tx, ctx, slotId, "manage");
    const [before] = await tx
      .select()
      .from(attendance)
      .where(
        and(
          eq(attendance.slotId, slotId),
          eq(attendance.studentId, studentId),
          eq(attendance.companyId, ctx.companyId),
        ),
      )
      .for("update");
    if (!before) throw notFound();
    if (before.status === "present") {
      throw new AppError("CONFLICT", { field: "excused", message: ATTENDANCE_MESSAGES.onlyAbsenceExcused });
    }
    await tx
      .update(attendance)
      .set(
        body.excused
          ? { excused: true, excuseReason: reason, excusedBy: ctx.userId, excusedAt: new Date() }
          : { excused: false, excuseReason: null, excusedBy: null, excusedAt: null },
      )
      .where(and(eq(attendance.slotId, slotId), eq(attendance.studentId, studentId)));
    await recordAudit(tx, ctx, {
      action: body.excused ? "excuse" : "unexcuse",
      entity: "attendance",
      entityId: `${slotId}:${studentId}`,
      before: { excused: before.excused, reason: before.excuseReason },
      after: { excused: body.excused, reason: body.excused ? reason : null },
    });
    return access.slot.courseId;
  });
  const items = await readAttendance(db, ctx, slotId, courseId);
  const item = items.find((candidate) => candidate.student.id === studentId);
  if (!item) throw notFound();
  return item;
}

/** The attendance sheet of a slot as a PDF (teacher of the course or administrator). */
export async function buildAttendanceSheet(
  db: Db,
  ctx: Ctx,
  slotId: string,
): Promise<{ filename: string; body: Buffer }> {
  const slot = await getSlot(db, ctx, slotId);
  if (!slot.canEdit) throw notFound();
  const items = await readAttendance(db, ctx, slotId, slot.course.id);
  const [company] = await db
    .select({ fullName: companies.fullName })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const body = await buildAttendanceSheetPdf({
    companyName: company?.fullName ?? ctx.companyId,
    slot,
    items,
    generatedAt: new Date(),
  });
  const day = slot.startsAt.slice(0, 10);
  return { filename: `emargement-${day}-${slot.id.slice(0, 8)}.pdf`, body };
}

// ---------------------------------------------------------------------------
// Absences.

/**
 * Which attendance rows the caller may see: administrators the company's, a teacher those of the
 * courses they teach, a student their own (whatever student they ask for).
 */
function visibleAttendance(db: Executor, ctx: Ctx): SQL | undefined {
  if (isAdministrator(ctx)) return undefined;
  const ownStudent = db
    .select({ id: students.id })
    .from(students)
    .where(and(eq(students.companyId, ctx.companyId), eq(students.userId, ctx.userId)));
  return (
    or(
      ctx.roles.includes("teacher") ? callerTeaches(db, ctx, slots.courseId) : undefined,
      ctx.roles.includes("student") ? inArray(attendance.studentId, ownStudent) : undefined,
    ) ?? sql`false`
  );
}

/** A pure student's `studentId` filter is ignored: they always get their own rows. */
const onlyOwnRows = (ctx: Ctx) => !isAdministrator(ctx) && !ctx.roles.includes("teacher");

function absenceWhere(db: Executor, ctx: Ctx, filters: AbsenceFilters): SQL | undefined {
  return and(
    eq(attendance.companyId, ctx.companyId),
    filters.includeLate ? inArray(attendance.status, ["absent", "late"]) : eq(attendance.status, "absent"),
    ne(slots.status, "cancelled"),
    visibleAttendance(db, ctx),
    filters.studentId && !onlyOwnRows(ctx) ? eq(attendance.studentId, filters.studentId) : undefined,
    filters.courseId ? eq(slots.courseId, filters.courseId) : undefined,
    filters.cohortId ? eq(students.cohortId, filters.cohortId) : undefined,
    filters.from ? gte(slots.startsAt, new Date(filters.from)) : undefined,
    filters.to ? lt(slots.startsAt, new Date(filters.to)) : undefined,
    filters.excused !== undefined ? eq(attendance.excused, filters.excused) : undefined,
  );
}

function selectAbsences(db: Executor) {
  return db
    .select({
      slotId: attendance.slotId,
      student: {
        id: students.id,
        studentNumber: students.studentNumber,
        firstname: students.firstname,
        lastname: students.lastname,
        usageName: students.usageName,
      },
      courseId: courses.id,
      courseTitle: courses.title,
      startsAt: slots.startsAt,
      endsAt: slots.endsAt,
      status: attendance.status,
      lateMinutes: attendance.lateMinutes,
      excused: attendance.excused,
      reason: attendance.excuseReason,
    })
    .from(attendance)
    .innerJoin(slots, eq(slots.id, attendance.slotId))
    .innerJoin(students, eq(students.id, attendance.studentId))
    .innerJoin(courses, eq(courses.id, slots.courseId));
}
type AbsenceRow = Awaited<ReturnType<ReturnType<typeof selectAbsences>["execute"]>>[number];

const toAbsence = (row: AbsenceRow): Absence => ({
  slotId: row.slotId,
  student: row.student,
  course: { id: row.courseId, title: row.courseTitle },
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.status as AttendanceStatus,
  lateMinutes: row.lateMinutes,
  excused: row.excused,
  reason: row.reason,
});

const ABSENCE_ORDER = [
  desc(slots.startsAt),
  asc(students.lastname),
  asc(students.firstname),
  asc(students.id),
];

/** Absences (and lateness on request), newest first, within the caller's reach. */
export async function listAbsences(db: Db, ctx: Ctx, query: AbsenceListQuery): Promise<Page<Absence>> {
  const where = absenceWhere(db, ctx, query);
  const [rows, [totalRow]] = await Promise.all([
    selectAbsences(db)
      .where(where)
      .orderBy(...ABSENCE_ORDER)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)` })
      .from(attendance)
      .innerJoin(slots, eq(slots.id, attendance.slotId))
      .innerJoin(students, eq(students.id, attendance.studentId))
      .where(where),
  ]);
  return {
    items: rows.map(toAbsence),
    total: Number(totalRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** Rows in one export, at most. */
const EXPORT_LIMIT = 50_000;

/** The same list as a spreadsheet (administrators). */
export async function exportAbsences(
  db: Db,
  ctx: Ctx,
  filters: AbsenceFilters,
): Promise<{ filename: string; body: Buffer }> {
  const rows = await selectAbsences(db)
    .where(absenceWhere(db, ctx, filters))
    .orderBy(...ABSENCE_ORDER)
    .limit(EXPORT_LIMIT);
  const [company] = await db
    .select({ fullName: companies.fullName })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  const generatedAt = new Date();
  const body = await buildAbsencesXlsx({
    title: `${company?.fullName ?? ctx.companyId} — ${filters.includeLate ? "Absences et retards" : "Absences"}`,
    generatedAt,
    absences: rows.map(toAbsence),
  });
  return { filename: `absences-${generatedAt.toISOString().slice(0, 10)}.xlsx`, body };
}

/**
 * A student's attendance figures over the slots where the roll was called. A student gets their own;
 * staff name the student (administrators: any of the company's; a teacher: one of their courses',
 * counted over those courses only).
 */
export async function getAbsenceSummary(
  db: Db,
  ctx: Ctx,
  query: AbsenceSummaryQuery,
): Promise<AbsenceSummary> {
  let studentId: string | undefined;
  if (onlyOwnRows(ctx)) {
    const [own] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.companyId, ctx.companyId), eq(students.userId, ctx.userId)));
    if (!own) throw notFound();
    studentId = own.id;
  } else {
    if (!query.studentId) {
      throw new AppError("VALIDATION", { field: "studentId", message: ATTENDANCE_MESSAGES.studentRequired });
    }
    studentId = query.studentId;
    const [student] = await db
      .select({ id: students.id })
      .from(students)
      .where(
        and(
          eq(students.id, studentId),
          eq(students.companyId, ctx.companyId),
          isAdministrator(ctx)
            ? undefined
            : sql`exists (select 1 from ${enrolments} where ${enrolments.studentId} = ${students.id} and ${callerTeaches(db, ctx, enrolments.courseId)})`,
        ),
      );
    if (!student) throw notFound();
  }
  const [row] = await db
    .select({
      slotsCount: sql<number>`count(*)`.mapWith(Number),
      presentCount: sql<number>`count(*) filter (where ${attendance.status} = 'present')`.mapWith(Number),
      absentCount: sql<number>`count(*) filter (where ${attendance.status} = 'absent')`.mapWith(Number),
      lateCount: sql<number>`count(*) filter (where ${attendance.status} = 'late')`.mapWith(Number),
      excusedCount: sql<number>`count(*) filter (where ${attendance.excused})`.mapWith(Number),
    })
    .from(attendance)
    .innerJoin(slots, eq(slots.id, attendance.slotId))
    .where(
      and(
        eq(attendance.companyId, ctx.companyId),
        eq(attendance.studentId, studentId),
        ne(slots.status, "cancelled"),
        visibleAttendance(db, ctx),
        query.courseId ? eq(slots.courseId, query.courseId) : undefined,
      ),
    );
  const slotsCount = row?.slotsCount ?? 0;
  const absentCount = row?.absentCount ?? 0;
  return {
    studentId,
    slotsCount,
    presentCount: row?.presentCount ?? 0,
    absentCount,
    lateCount: row?.lateCount ?? 0,
    excusedCount: row?.excusedCount ?? 0,
    absenceRate: slotsCount === 0 ? 0 : Math.round((absentCount / slotsCount) * 10_000) / 10_000,
  };
}
