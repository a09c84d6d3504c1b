import {
  ATTENDANCE_MESSAGES,
  type AttendanceStudent,
  type HalfDaySheetQuery,
} from "@campus/contracts/attendance";
import { clockToMinutes, HALF_DAY_SPLIT_DEFAULT_MINUTES } from "@campus/contracts/check-in";
import { and, asc, eq, gte, inArray, isNotNull, lt, notInArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { attendance, attendanceSignatures } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { parisDateTime } from "../../platform/documents.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import { parisDay, parisDayStart } from "../../platform/paris-time.ts";
import { listCompanyCohorts } from "../cohorts/index.ts";
import { enrolmentLinks } from "../course-links/index.ts";
import { slotTimes } from "../slots/index.ts";
import { studentIdentity, studentNames } from "../student-cards/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { companyCheckIn } from "./attendance.check-in-codes.service.ts";
import { buildHalfDaySheetPdf, type HalfDayCell } from "./attendance.half-day.documents.ts";

// « Feuille d'émargement par demi-journée »: a school session's students by half-day (Paris time, split at
// the company's hour, noon unless changed), each cell the signature, or Absent / Excusé / Retard (minutes) / Présent (saisi par le professeur).

const MAX_DAYS = 31;

/** The half-day an instant falls in: its Paris day and morning (before the split, noon by default) or afternoon. */
export function halfDayOf(
  instant: Date,
  splitMinutes = HALF_DAY_SPLIT_DEFAULT_MINUTES,
): { key: string; day: string; isMorning: boolean } {
  const day = parisDay(instant);
  const isMorning = clockToMinutes(parisDateTime(instant).time) < splitMinutes;
  return { key: `${day}|${isMorning ? "am" : "pm"}`, day, isMorning };
}

interface Mark {
  status: string | null;
  lateMinutes: number | null;
  excused: boolean | null;
  png: Buffer | undefined;
}

/** One cell from the marks of the student's slots in that half-day: the worst mark wins, a signature shows. */
function cellOf(marks: Mark[]): HalfDayCell {
  const signed = marks.find((mark) => mark.png)?.png;
  if (marks.some((mark) => mark.status === "absent" && !mark.excused)) return { text: "Absent" };
  if (marks.some((mark) => mark.status === "absent")) return { text: "Excusé" };
  const late = marks.filter((mark) => mark.status === "late");
  if (late.length > 0) {
    const minutes = late.reduce((sum, mark) => sum + (mark.lateMinutes ?? 0), 0);
    return { text: `Retard (${minutes} min)`, png: signed };
  }
  if (signed) return { png: signed };
  if (marks.some((mark) => mark.status === "present")) return { text: "Présent (saisi)" };
  return { text: "—" };
}

/** The half-day sheet of a school session over a period of Paris days, as a PDF (administrators). */
export async function buildHalfDaySheet(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  cohortId: string,
  query: HalfDaySheetQuery,
): Promise<{ filename: string; body: Buffer }> {
  const cohort = (await listCompanyCohorts(db, ctx)).find((row) => row.id === cohortId);
  if (!cohort) throw notFound();
  const from = parisDayStart(new Date(`${query.from}T12:00:00Z`));
  const to = parisDayStart(new Date(`${query.to}T12:00:00Z`), -1);
  const days = Math.round((to.getTime() - from.getTime()) / 86_400_000);
  if (days < 1 || days > MAX_DAYS) {
    throw new AppError("VALIDATION", { field: "to", message: ATTENDANCE_MESSAGES.halfDayRange });
  }
  const student = studentNames(db, ctx.companyId);
  const students: AttendanceStudent[] = await db
    .select(studentIdentity(student))
    .from(student)
    .where(eq(student.cohortId, cohortId))
    .orderBy(asc(student.lastname), asc(student.firstname));
  const slot = slotTimes(db, ctx.companyId);
  const enrolled = enrolmentLinks(db, ctx.companyId);
  const studentIds = students.map((row) => row.id);
  const rows =
    studentIds.length === 0
      ? []
      : await db
          .select({
            studentId: enrolled.studentId,
            slotId: slot.id,
            startsAt: slot.startsAt,
            status: attendance.status,
            lateMinutes: attendance.lateMinutes,
            excused: attendance.excused,
          })
          .from(slot)
          .innerJoin(enrolled, eq(enrolled.courseId, slot.courseId))
          .leftJoin(
            attendance,
            and(eq(attendance.slotId, slot.id), eq(attendance.studentId, enrolled.studentId)),
          )
          .where(
            and(
              inArray(enrolled.studentId, studentIds),
              notInArray(slot.status, ["cancelled", "proposed"]),
              gte(slot.startsAt, from),
              lt(slot.startsAt, to),
            ),
          );
  const slotIds = [...new Set(rows.map((row) => row.slotId))];
  const signatures =
    slotIds.length === 0
      ? []
      : await db
          .select({
            slotId: attendanceSignatures.slotId,
            studentId: attendanceSignatures.studentId,
            png: attendanceSignatures.png,
          })
          .from(attendanceSignatures)
          .where(
            and(
              eq(attendanceSignatures.companyId, ctx.companyId),
              inArray(attendanceSignatures.slotId, slotIds),
              isNotNull(attendanceSignatures.studentId),
            ),
          );
  const split = (await companyCheckIn(db, ctx.companyId)).halfDaySplitMinutes;
  const pngOf = new Map(signatures.map((row) => [`${row.slotId}:${row.studentId}`, row.png]));
  const columns = new Map<string, { day: string; isMorning: boolean }>();
  const marks = new Map<string, Mark[]>();
  for (const row of rows) {
    const half = halfDayOf(row.startsAt, split);
    columns.set(half.key, { day: half.day, isMorning: half.isMorning });
    const key = `${row.studentId}|${half.key}`;
    const list = marks.get(key) ?? [];
    list.push({ ...row, png: pngOf.get(`${row.slotId}:${row.studentId}`) });
    marks.set(key, list);
  }
  const halfDays = [...columns.entries()].sort(([a], [b]) => a.localeCompare(b));
  const company = await getCompanyBranding(db, ctx.companyId);
  const body = await buildHalfDaySheetPdf({
    companyName: company.fullName,
    cohortName: cohort.name,
    period: { from: query.from, to: query.to },
    halfDays: halfDays.map(([, value]) => value),
    rows: students.map((row) => ({
      student: row,
      cells: halfDays.map(([key]) => {
        const list = marks.get(`${row.id}|${key}`);
        return list ? cellOf(list) : { text: "" };
      }),
    })),
    generatedAt: clock.now(),
  });
  return { filename: `emargement-demi-journees-${query.from}-${query.to}.pdf`, body };
}
