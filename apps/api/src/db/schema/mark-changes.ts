import { MARK_CHANGE_KINDS } from "@campus/contracts/history";
import { sql } from "drizzle-orm";
import { bigserial, check, index, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { isOneOf } from "./checks.ts";
import { timestampTz } from "./columns.ts";
import { companyId } from "./tenancy.ts";

/**
 * Every change of a grade or an attendance mark, per learner: before and after, who and when. No
 * reference to the evaluation, slot or student: the history outlives them, like the audit log.
 */
export const markChanges = pgTable(
  "mark_changes",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: companyId(),
    /** grade | attendance */
    kind: text("kind").notNull(),
    studentId: uuid("student_id").notNull(),
    courseId: uuid("course_id").notNull(),
    evaluationId: uuid("evaluation_id"),
    slotId: uuid("slot_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    authorId: uuid("author_id"),
    changedAt: timestampTz("changed_at").notNull().defaultNow(),
    reason: text("reason"),
  },
  (t) => [
    index("mark_changes_company_time").on(t.companyId, t.changedAt.desc(), t.id.desc()),
    index("mark_changes_company_student").on(t.companyId, t.studentId, t.changedAt.desc()),
    index("mark_changes_company_course").on(t.companyId, t.courseId, t.changedAt.desc()),
    check("mark_changes_kind_check", isOneOf(t.kind, MARK_CHANGE_KINDS)),
    check(
      "mark_changes_target_check",
      sql`(${t.kind} = 'grade' and ${t.evaluationId} is not null) or (${t.kind} = 'attendance' and ${t.slotId} is not null)`,
    ),
  ],
);
