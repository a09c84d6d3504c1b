import { sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { sessionCountSql } from "../../platform/sessions.ts";
import { handInCountSql, handInFileCountSql, handInsGradedByCountSql } from "../assignments/index.ts";
import {
  marksByCountSql,
  signaturesByCountSql,
  studentMarkCountSql,
  studentSignatureCountSql,
} from "../attendance/index.ts";
import { auditEntryCountSql } from "../audit/index.ts";
import { chapterVersionCountSql, learningTraceCountSql } from "../content/index.ts";
import { teacherSlotCountSql } from "../course-links/index.ts";
import { gradesGivenCountSql, studentGradeCountSql } from "../evaluations/index.ts";
import { attachmentCountSql, messageCountSql } from "../message-attachments/index.ts";

// What an erasure touches, counted in one round trip: each count is a scalar subquery its table's owner
// gives (its module's index.ts), never a read of another module's table here.

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
    ${handInFileCountSql(companyId, studentId)} as "handInFiles",
    ${attachmentCountSql(companyId, user)} as "attachments",
    ${studentMarkCountSql(companyId, studentId)} as "attendance",
    ${studentSignatureCountSql(companyId, studentId)} as "signatures",
    ${studentGradeCountSql(companyId, studentId)} as "grades",
    ${handInCountSql(companyId, studentId)} as "handIns",
    ${messageCountSql(companyId, user)} as "messages",
    ${learningTraceCountSql(companyId, user)} as "learningTraces",
    ${auditEntryCountSql(companyId, [studentId, user])} as "auditEntries"`);
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
    ${attachmentCountSql(companyId, userId)} as "attachments",
    ${messageCountSql(companyId, userId)} as "messages",
    ${teacherSlotCountSql(companyId, teacher)} as "slots",
    ${gradesGivenCountSql(companyId, userId)} + ${handInsGradedByCountSql(companyId, userId)} as "grades",
    ${marksByCountSql(companyId, userId)} as "attendanceMarks",
    ${signaturesByCountSql(companyId, userId)} as "signatures",
    ${chapterVersionCountSql(companyId, userId)} as "chapters",
    ${auditEntryCountSql(companyId, [userId, teacher])} as "auditEntries"`);
  const row = rows.rows[0];
  const counts = {} as AccountErasureCounts;
  for (const key of Object.keys(row ?? {}) as (keyof AccountErasureCounts)[]) {
    counts[key] = Number(row?.[key] ?? 0);
  }
  return counts;
}
