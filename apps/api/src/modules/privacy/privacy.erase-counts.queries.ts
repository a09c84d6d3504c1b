import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  assignmentFiles,
  assignmentSubmissions,
  attendance,
  attendanceSignatures,
  auditLog,
  chapterReads,
  grades,
  messages,
  slots,
  timeCounters,
} from "../../db/schema/index.ts";
import { sessionCountSql } from "../../platform/sessions.ts";
import { chapterVersionCountSql } from "../content/index.ts";

export interface ErasureCounts {
  sessions: number;
  handInFiles: number;
  attachments: number;
  attendance: number;
  signatures: number;
  grades: number;
  handIns: number;
  messages: number;
  learningTraces: number;
  auditEntries: number;
}

const NO_USER = "00000000-0000-0000-0000-000000000000";

/** What a student's erasure touches, counted in one round trip. */
export async function erasureCounts(
  db: Executor,
  companyId: string,
  studentId: string,
  userId: string | null,
): Promise<ErasureCounts> {
  const user = userId ?? NO_USER;
  const rows = await db.execute<Record<keyof ErasureCounts, string | number>>(sql`select
    ${sessionCountSql(user)} as "sessions",
    (select count(*) from ${assignmentFiles} where ${assignmentFiles.companyId} = ${companyId} and ${assignmentFiles.studentId} = ${studentId}) as "handInFiles",
    (select count(*) from ${messages} where ${messages.companyId} = ${companyId} and ${messages.authorId} = ${user} and ${messages.attachmentKey} is not null) as "attachments",
    (select count(*) from ${attendance} where ${attendance.companyId} = ${companyId} and ${attendance.studentId} = ${studentId}) as "attendance",
    (select count(*) from ${attendanceSignatures} where ${attendanceSignatures.companyId} = ${companyId} and ${attendanceSignatures.studentId} = ${studentId}) as "signatures",
    (select count(*) from ${grades} where ${grades.companyId} = ${companyId} and ${grades.studentId} = ${studentId}) as "grades",
    (select count(*) from ${assignmentSubmissions} where ${assignmentSubmissions.companyId} = ${companyId} and ${assignmentSubmissions.studentId} = ${studentId}) as "handIns",
    (select count(*) from ${messages} where ${messages.companyId} = ${companyId} and ${messages.authorId} = ${user}) as "messages",
    (select count(*) from ${timeCounters} where ${timeCounters.companyId} = ${companyId} and ${timeCounters.userId} = ${user})
      + (select count(*) from ${chapterReads} where ${chapterReads.companyId} = ${companyId} and ${chapterReads.userId} = ${user}) as "learningTraces",
    (select count(*) from ${auditLog} where ${auditLog.companyId} = ${companyId} and ${auditLog.entityId} in (${studentId}, ${user})) as "auditEntries"`);
  const row = rows.rows[0];
  const counts = {} as ErasureCounts;
  for (const key of Object.keys(row ?? {}) as (keyof ErasureCounts)[]) counts[key] = Number(row?.[key] ?? 0);
  return counts;
}

export interface AccountErasureCounts {
  sessions: number;
  attachments: number;
  messages: number;
  slots: number;
  grades: number;
  attendanceMarks: number;
  signatures: number;
  chapters: number;
  auditEntries: number;
}

/** What a staff account's erasure touches (its teacher record's too, when it has one), in one round trip. */
export async function accountErasureCounts(
  db: Executor,
  companyId: string,
  userId: string,
  teacherId: string | null,
): Promise<AccountErasureCounts> {
  const teacher = teacherId ?? NO_USER;
  const rows = await db.execute<Record<keyof AccountErasureCounts, string | number>>(sql`select
    ${sessionCountSql(userId)} as "sessions",
    (select count(*) from ${messages} where ${messages.companyId} = ${companyId} and ${messages.authorId} = ${userId} and ${messages.attachmentKey} is not null) as "attachments",
    (select count(*) from ${messages} where ${messages.companyId} = ${companyId} and ${messages.authorId} = ${userId}) as "messages",
    (select count(*) from ${slots} where ${slots.companyId} = ${companyId} and ${slots.teacherId} = ${teacher}) as "slots",
    (select count(*) from ${grades} where ${grades.companyId} = ${companyId} and ${grades.gradedBy} = ${userId})
      + (select count(*) from ${assignmentSubmissions} where ${assignmentSubmissions.companyId} = ${companyId} and ${assignmentSubmissions.gradedBy} = ${userId}) as "grades",
    (select count(*) from ${attendance} where ${attendance.companyId} = ${companyId} and ${attendance.markedBy} = ${userId}) as "attendanceMarks",
    (select count(*) from ${attendanceSignatures} where ${attendanceSignatures.companyId} = ${companyId} and ${attendanceSignatures.signedBy} = ${userId}) as "signatures",
    ${chapterVersionCountSql(companyId, userId)} as "chapters",
    (select count(*) from ${auditLog} where ${auditLog.companyId} = ${companyId} and ${auditLog.entityId} in (${userId}, ${teacher})) as "auditEntries"`);
  const row = rows.rows[0];
  const counts = {} as AccountErasureCounts;
  for (const key of Object.keys(row ?? {}) as (keyof AccountErasureCounts)[]) {
    counts[key] = Number(row?.[key] ?? 0);
  }
  return counts;
}
