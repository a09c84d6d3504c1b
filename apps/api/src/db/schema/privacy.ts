import { sql } from "drizzle-orm";
import { date, index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from "drizzle-orm/pg-core";
import { timestampTz } from "./columns.ts";
import { students } from "./school.ts";
import { companyId, sameCompanyRef } from "./tenancy.ts";
import { users } from "./users.ts";

/**
 * A staff account's erasure (a teacher, an administrator): « Compte supprimé n°… » numbered within the
 * company, and the blobs (photo, message attachments) to remove after the commit; `blobs_removed_at` null
 * is a job a re-run finishes, as for a student's.
 */
export const accountErasures = pgTable(
  "account_erasures",
  {
    companyId: companyId(),
    userId: uuid("user_id").notNull(),
    number: integer("number").notNull(),
    erasedBy: uuid("erased_by"),
    erasedAt: timestampTz("erased_at").notNull(),
    blobKeys: text("blob_keys").array().notNull(),
    blobsRemovedAt: timestampTz("blobs_removed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.userId] }),
    unique("account_erasures_number").on(t.companyId, t.number),
    index("account_erasures_pending").on(t.companyId).where(sql`${t.blobsRemovedAt} is null`),
    sameCompanyRef("account_erasures_user_fk", t, t.userId, users).onDelete("cascade"),
  ],
);

/**
 * A student's erasure (droit à l'effacement): the pseudonym's number, and the blobs to remove once the
 * database's part has committed. A row with `blobs_removed_at` null is a job to finish: re-running the
 * erasure removes what is left (a crash between the commit and the blobs leaves no half-erased person).
 */
export const studentErasures = pgTable(
  "student_erasures",
  {
    companyId: companyId(),
    studentId: uuid("student_id").notNull(),
    /** « Apprenant supprimé n°… »: numbered within the company, never reused. */
    number: integer("number").notNull(),
    erasedBy: uuid("erased_by"),
    erasedAt: timestampTz("erased_at").notNull(),
    blobKeys: text("blob_keys").array().notNull(),
    blobsRemovedAt: timestampTz("blobs_removed_at"),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.studentId] }),
    unique("student_erasures_number").on(t.companyId, t.number),
    index("student_erasures_pending").on(t.companyId).where(sql`${t.blobsRemovedAt} is null`),
    sameCompanyRef("student_erasures_student_fk", t, t.studentId, students).onDelete("cascade"),
  ],
);

/**
 * The daily retention run of a company: the row is the claim (one process per company and day, however
 * many run), and what the run did once it finished.
 */
export const retentionRuns = pgTable(
  "retention_runs",
  {
    companyId: companyId(),
    /** yyyy-MM-dd, Paris. */
    day: date("day").notNull(),
    startedAt: timestampTz("started_at").notNull(),
    finishedAt: timestampTz("finished_at"),
    summary: jsonb("summary").$type<Record<string, number>>(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);
