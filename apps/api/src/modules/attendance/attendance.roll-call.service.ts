import {
  ATTENDANCE_MESSAGES,
  type AttendanceItem,
  type AttendanceStatus,
  type ExcuseBody,
  type MarkSource,
  type SaveAttendanceBody,
  type SlotAttendance,
} from "@campus/contracts/attendance";
import type { AttendanceState } from "@campus/contracts/history";
import type { Slot } from "@campus/contracts/slots";
import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { attendance, attendanceSignatures } from "../../db/schema/index.ts";
import { requireSlotAccess } from "../../platform/access/slot-access.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { recordBusinessEvent } from "../../platform/events/business-events.ts";
import { parisDay } from "../../platform/paris-time.ts";
import { selectEnrolments } from "../course-links/index.ts";
import { recordAttendanceChanges } from "../mark-changes/index.ts";
import { getSlot } from "../slots/index.ts";
import {
  findCompanyStudent,
  listCourseRoster,
  type StudentRow,
  studentIdentity,
} from "../student-cards/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { getUserNames } from "../users/index.ts";
import { buildAttendanceSheetPdf, type SheetSignature, sheetReference } from "./attendance.documents.ts";

// The roll call of one slot: reading, saving and excusing marks, and the attendance sheet.

const fullName = (first: string | null, last: string | null) => `${first ?? ""} ${last ?? ""}`.trim();

/** Every student enrolled in the slot's course with their mark (three queries: roster, marks, names). */
async function readAttendance(
  db: Executor,
  ctx: Ctx,
  slotId: string,
  courseId: string,
): Promise<AttendanceItem[]> {
  // Sequential: inside a transaction the queries share one connection.
  const roster = await listCourseRoster(db, ctx, courseId);
  const itemOf = await markedItems(db, ctx, slotId);
  return roster.map(itemOf);
}

/** Who a roll-call item is about: a roster's row, or the row of a student who has left the course. */
export type RollCallStudent = Pick<
  StudentRow,
  "id" | "studentNumber" | "firstname" | "lastname" | "usageName"
> & {
  isArchived: boolean;
};

type MarkRow = typeof attendance.$inferSelect;
type UserNames = Awaited<ReturnType<typeof getUserNames>>;

/** The accounts named by marks (who marked, who excused), for one read of their names. */
export const markAuthors = (marks: MarkRow[]): string[] =>
  marks.flatMap((mark) => [mark.markedBy, mark.excusedBy]).filter((id): id is string => id !== null);

/** Reads the slot's marks and answers the builder of one student's roll-call item. */
async function markedItems(db: Executor, ctx: Ctx, slotId: string) {
  const marks = await db
    .select()
    .from(attendance)
    .where(and(eq(attendance.slotId, slotId), eq(attendance.companyId, ctx.companyId)));
  const signedAt = await studentSignatureTimes(db, ctx, slotId);
  const names = await getUserNames(db, markAuthors(marks));
  return rollCallItemOf(marks, signedAt, names);
}

/** The builder of one student's roll-call item from the slot's marks, signature times and authors' names. */
export function rollCallItemOf(marks: MarkRow[], signedAt: Map<string, Date>, names: UserNames) {
  const person = (id: string | null) => {
    const name = id ? names.get(id) : undefined;
    return id && name ? { id, name: fullName(name.firstname, name.lastname) } : null;
  };
  const markByStudent = new Map(marks.map((mark) => [mark.studentId, mark]));
  return (student: RollCallStudent): AttendanceItem => {
    const mark = markByStudent.get(student.id);
    return {
      student: { ...studentIdentity(student), isArchived: student.isArchived },
      mark: mark
        ? {
            status: mark.status as AttendanceStatus,
            lateMinutes: mark.lateMinutes,
            excused: mark.excused,
            excuseReason: mark.excuseReason,
            markedBy: person(mark.markedBy),
            markedAt: mark.markedAt.toISOString(),
            excusedBy: person(mark.excusedBy),
            excusedAt: mark.excusedAt?.toISOString() ?? null,
            source: mark.source as MarkSource,
            signedAt: signedAt.get(student.id)?.toISOString() ?? null,
          }
        : null,
    };
  };
}

/** When each student of the slot signed (the signatures are kept whatever the mark became). */
async function studentSignatureTimes(db: Executor, ctx: Ctx, slotId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ studentId: attendanceSignatures.studentId, signedAt: attendanceSignatures.signedAt })
    .from(attendanceSignatures)
    .where(
      and(
        eq(attendanceSignatures.slotId, slotId),
        eq(attendanceSignatures.companyId, ctx.companyId),
        isNotNull(attendanceSignatures.studentId),
      ),
    );
  return new Map(rows.map((row) => [row.studentId ?? "", row.signedAt]));
}

/** A saved mark as the history keeps it. */
const markState = (mark: typeof attendance.$inferSelect): AttendanceState => ({
  status: mark.status as AttendanceStatus,
  lateMinutes: mark.lateMinutes,
  excused: mark.excused,
});

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
  clock: Clock,
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
    if (slot.startsAt.getTime() - ROLL_CALL_EARLY_MS > clock.now().getTime()) {
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
    const enrolments = selectEnrolments(tx, ctx.companyId, slot.courseId).as("enrolments");
    const enrolled = await tx
      .select({ studentId: enrolments.studentId })
      .from(enrolments)
      .where(inArray(enrolments.studentId, [...seen]));
    const enrolledIds = new Set(enrolled.map((row) => row.studentId));
    body.marks.forEach((mark, index) => {
      if (!enrolledIds.has(mark.studentId)) {
        details.push({ field: `marks.${index}.studentId`, message: ATTENDANCE_MESSAGES.notEnrolled });
      }
    });
    if (details.length > 0) {
      throw new AppError("VALIDATION", { field: details[0]?.field, message: details[0]?.message, details });
    }
    const now = clock.now();
    const saved = await tx
      .select()
      .from(attendance)
      .where(
        and(
          eq(attendance.slotId, slotId),
          eq(attendance.companyId, ctx.companyId),
          inArray(attendance.studentId, [...seen]),
        ),
      )
      .for("update");
    const savedByStudent = new Map(saved.map((mark) => [mark.studentId, mark]));
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
          source: "teacher",
        })),
      )
      .onConflictDoUpdate({
        target: [attendance.slotId, attendance.studentId],
        set: {
          status: sql`excluded.status`,
          lateMinutes: sql`excluded.late_minutes`,
          markedBy: sql`excluded.marked_by`,
          markedAt: sql`excluded.marked_at`,
          source: sql`excluded.source`,
          excused: sql`case when excluded.status = 'present' then false else ${attendance.excused} end`,
          excuseReason: sql`case when excluded.status = 'present' then null else ${attendance.excuseReason} end`,
          excusedBy: sql`case when excluded.status = 'present' then null else ${attendance.excusedBy} end`,
          excusedAt: sql`case when excluded.status = 'present' then null else ${attendance.excusedAt} end`,
        },
        setWhere: sql`${attendance.status} is distinct from excluded.status or ${attendance.lateMinutes} is distinct from excluded.late_minutes`,
      });
    await recordAttendanceChanges(
      tx,
      ctx,
      now,
      body.marks.map((mark) => {
        const previous = savedByStudent.get(mark.studentId);
        const before = previous ? markState(previous) : null;
        return {
          slotId,
          studentId: mark.studentId,
          courseId: slot.courseId,
          before,
          after: {
            status: mark.status,
            lateMinutes: mark.status === "late" ? (mark.lateMinutes ?? null) : null,
            // Back to present clears an excuse (the upsert above does the same).
            excused: mark.status === "present" ? false : (before?.excused ?? false),
          },
        };
      }),
    );
    const counts = { present: 0, absent: 0, late: 0 };
    for (const mark of body.marks) counts[mark.status]++;
    await recordAudit(tx, ctx, {
      action: "attendance",
      entity: "slot",
      entityId: slotId,
      after: { marks: body.marks.length, ...counts },
    });
    await recordBusinessEvent(tx, now, {
      companyId: ctx.companyId,
      type: "attendance.recorded",
      data: { slotId, studentIds: [...seen] },
    });
  });
  return getSlotAttendance(db, ctx, slotId);
}

/** Excuses (or un-excuses) an absence or a lateness; administrators only, with a reason. */
export async function setExcuse(
  db: Db,
  clock: Clock,
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
    const studentAtSlot = and(
      eq(attendance.slotId, slotId),
      eq(attendance.studentId, studentId),
      eq(attendance.companyId, ctx.companyId),
    );
    const [before] = await tx.select().from(attendance).where(studentAtSlot).for("update");
    if (!before) throw notFound();
    if (before.status === "present") {
      throw new AppError("CONFLICT", { field: "excused", message: ATTENDANCE_MESSAGES.onlyAbsenceExcused });
    }
    await tx
      .update(attendance)
      .set(
        body.excused
          ? { excused: true, excuseReason: reason, excusedBy: ctx.userId, excusedAt: clock.now() }
          : { excused: false, excuseReason: null, excusedBy: null, excusedAt: null },
      )
      .where(studentAtSlot);
    const state = markState(before);
    await recordAttendanceChanges(tx, ctx, clock.now(), [
      {
        slotId,
        studentId,
        courseId: access.slot.courseId,
        before: state,
        after: { ...state, excused: body.excused },
        reason: body.excused ? reason : null,
      },
    ]);
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
  if (item) return item;
  // A student who has left the course since: their absence is still theirs to excuse.
  const student = await findCompanyStudent(db, ctx, studentId);
  if (!student) throw notFound();
  const itemOf = await markedItems(db, ctx, slotId);
  return itemOf({ ...student, isArchived: student.archivedAt !== null });
}

/** The slot's signatures: each student's and the teacher's (null key), with their images and times. */
async function slotSignatures(db: Executor, ctx: Ctx, slotId: string) {
  const rows = await db
    .select(SIGNATURE_COLUMNS)
    .from(attendanceSignatures)
    .where(and(eq(attendanceSignatures.slotId, slotId), eq(attendanceSignatures.companyId, ctx.companyId)));
  return groupSignatures(rows);
}

export const SIGNATURE_COLUMNS = {
  studentId: attendanceSignatures.studentId,
  signedBy: attendanceSignatures.signedBy,
  png: attendanceSignatures.png,
  signedAt: attendanceSignatures.signedAt,
};

type SignatureRow = { studentId: string | null; signedBy: string; png: Buffer; signedAt: Date };

/** A slot's signature rows as the sheet takes them: by student, and the teacher's. */
export function groupSignatures(rows: SignatureRow[]) {
  const students = new Map<string, SheetSignature>();
  let teacher: (SheetSignature & { signedBy: string }) | null = null;
  for (const row of rows) {
    if (row.studentId) students.set(row.studentId, { png: row.png, signedAt: row.signedAt });
    else teacher = { png: row.png, signedAt: row.signedAt, signedBy: row.signedBy };
  }
  return { students, teacher };
}

export type SlotSignatures = ReturnType<typeof groupSignatures>;

/** A slot's sheet rendered: its PDF, its audit reference and what it counts (no audit written). */
export interface RenderedSheet {
  filename: string;
  body: Buffer;
  reference: string;
  day: string;
  courseTitle: string;
  startsAt: string;
  students: number;
  signatures: number;
}

/**
 * Renders the attendance sheet of a slot the caller manages (teacher of the course or administrator):
 * each signature and its time, the teacher's, and the audit reference (the SHA-256 of the sheet's data:
 * the same data gives the same reference). Another company's or an unmanaged slot: 404.
 */
export async function renderSlotSheet(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  slotId: string,
  companyName?: string,
): Promise<RenderedSheet> {
  const slot = await getSlot(db, clock, ctx, slotId);
  if (!slot.canEdit) throw notFound();
  const items = await readAttendance(db, ctx, slotId, slot.course.id);
  const name = companyName ?? (await getCompanyBranding(db, ctx.companyId)).fullName;
  const signatures = await slotSignatures(db, ctx, slotId);
  const teacherNames = signatures.teacher ? await getUserNames(db, [signatures.teacher.signedBy]) : new Map();
  return renderSheet(clock, { companyName: name, slot, items, signatures, teacherNames });
}

/** A slot's sheet from its data read (by `renderSlotSheet`, or for a page of slots by the proof bundle). */
export async function renderSheet(
  clock: Clock,
  input: {
    companyName: string;
    slot: Slot;
    items: AttendanceItem[];
    signatures: SlotSignatures;
    /** The names of the accounts, among them the teacher who signed. */
    teacherNames: UserNames;
  },
): Promise<RenderedSheet> {
  const { slot, items, signatures, companyName: name } = input;
  const teacherName = signatures.teacher ? input.teacherNames.get(signatures.teacher.signedBy) : undefined;
  const teacherSignature = signatures.teacher
    ? {
        ...signatures.teacher,
        name: fullName(teacherName?.firstname ?? null, teacherName?.lastname ?? null) || "—",
      }
    : null;
  const reference = sheetReference({
    companyName: name,
    slot,
    items,
    signatures: signatures.students,
    teacherSignature,
  });
  const body = await buildAttendanceSheetPdf({
    companyName: name,
    slot,
    items,
    generatedAt: clock.now(),
    signatures: signatures.students,
    teacherSignature,
    reference,
  });
  const day = parisDay(new Date(slot.startsAt));
  return {
    filename: `emargement-${day}-${slot.id.slice(0, 8)}.pdf`,
    body,
    reference,
    day,
    courseTitle: slot.course.title,
    startsAt: slot.startsAt,
    students: items.length,
    signatures: signatures.students.size,
  };
}

/** The attendance sheet of a slot as a PDF (`renderSlotSheet`), its reference written to the audit log. */
export async function buildAttendanceSheet(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  slotId: string,
): Promise<{ filename: string; body: Buffer }> {
  const sheet = await renderSlotSheet(db, clock, ctx, slotId);
  await recordAudit(db, ctx, {
    action: "sheet",
    entity: "attendance-sheet",
    entityId: slotId,
    after: { reference: sheet.reference, students: sheet.students, signatures: sheet.signatures },
  });
  return { filename: sheet.filename, body: sheet.body };
}
