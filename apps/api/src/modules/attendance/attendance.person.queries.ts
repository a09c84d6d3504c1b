import { and, asc, count, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { attendance, attendanceSignatures } from "../../db/schema/index.ts";
import { slotCourses } from "../course-links/index.ts";

// A person's attendance and signatures as the privacy module reads them: what an erasure counts, and their
// copy of their data.

/** SQL: how many attendance marks the student has, as a scalar subquery. */
export function studentMarkCountSql(companyId: string, studentId: string): SQL {
  return sql`(select count(*) from ${attendance} where ${attendance.companyId} = ${companyId} and ${attendance.studentId} = ${studentId})`;
}

/** SQL: how many attendance signatures the student gave, as a scalar subquery. */
export function studentSignatureCountSql(companyId: string, studentId: string): SQL {
  return sql`(select count(*) from ${attendanceSignatures} where ${attendanceSignatures.companyId} = ${companyId} and ${attendanceSignatures.studentId} = ${studentId})`;
}

/** SQL: how many attendance marks the account entered, as a scalar subquery. */
export function marksByCountSql(companyId: string, userId: string): SQL {
  return sql`(select count(*) from ${attendance} where ${attendance.companyId} = ${companyId} and ${attendance.markedBy} = ${userId})`;
}

/** SQL: how many signatures the account took (a student's, or its own as the teacher), as a scalar subquery. */
export function signaturesByCountSql(companyId: string, userId: string): SQL {
  return sql`(select count(*) from ${attendanceSignatures} where ${attendanceSignatures.companyId} = ${companyId} and ${attendanceSignatures.signedBy} = ${userId})`;
}

/** The student's attendance marks, or only the slots attended (present or late). */
const marksOf = (companyId: string, studentId: string, attendedOnly: boolean) =>
  and(
    eq(attendance.studentId, studentId),
    eq(attendance.companyId, companyId),
    attendedOnly ? inArray(attendance.status, ["present", "late"]) : undefined,
  );

/** How many attendance marks the student has (attended slots only, when asked). */
export async function countMarksOfStudent(
  db: Executor,
  companyId: string,
  studentId: string,
  attendedOnly: boolean,
) {
  const [row] = await db
    .select({ n: count() })
    .from(attendance)
    .where(marksOf(companyId, studentId, attendedOnly));
  return row?.n ?? 0;
}

/** A page of the student's attendance marks by slot, with the slot, its course and the signature. */
export function marksOfStudent(
  db: Executor,
  companyId: string,
  studentId: string,
  attendedOnly: boolean,
  offset: number,
  limit: number,
) {
  const slot = slotCourses(db, companyId);
  return db
    .select({
      course: slot.courseTitle,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      room: slot.room,
      mode: slot.mode,
      status: attendance.status,
      lateMinutes: attendance.lateMinutes,
      excused: attendance.excused,
      excuseReason: attendance.excuseReason,
      markedAt: attendance.markedAt,
      signedAt: attendanceSignatures.signedAt,
      signedVia: attendanceSignatures.via,
    })
    .from(attendance)
    .innerJoin(slot, eq(slot.slotId, attendance.slotId))
    .leftJoin(
      attendanceSignatures,
      and(
        eq(attendanceSignatures.slotId, attendance.slotId),
        eq(attendanceSignatures.studentId, attendance.studentId),
      ),
    )
    .where(marksOf(companyId, studentId, attendedOnly))
    .orderBy(asc(slot.startsAt), asc(slot.slotId))
    .limit(limit)
    .offset(offset);
}

/**
 * The signatures a person gave (as the student, or a sheet's as its teacher), with their course, by date;
 * none when they have neither a student record nor an account.
 */
export async function signaturesOfPerson(
  db: Executor,
  companyId: string,
  person: { studentId: string | null; userId: string | null },
) {
  const own = [
    person.studentId ? eq(attendanceSignatures.studentId, person.studentId) : undefined,
    person.userId
      ? and(isNull(attendanceSignatures.studentId), eq(attendanceSignatures.signedBy, person.userId))
      : undefined,
  ].filter((condition) => condition !== undefined);
  if (own.length === 0) return [];
  const slot = slotCourses(db, companyId);
  return db
    .select({
      id: attendanceSignatures.id,
      signedAt: attendanceSignatures.signedAt,
      course: slot.courseTitle,
    })
    .from(attendanceSignatures)
    .innerJoin(slot, eq(slot.slotId, attendanceSignatures.slotId))
    .where(and(eq(attendanceSignatures.companyId, companyId), or(...own)))
    .orderBy(asc(attendanceSignatures.signedAt), asc(attendanceSignatures.id));
}

/** A signature's PNG image (empty when it is gone). */
export async function signaturePng(db: Executor, companyId: string, signatureId: number) {
  const [image] = await db
    .select({ png: attendanceSignatures.png })
    .from(attendanceSignatures)
    .where(and(eq(attendanceSignatures.id, signatureId), eq(attendanceSignatures.companyId, companyId)));
  return image?.png ?? Buffer.alloc(0);
}
