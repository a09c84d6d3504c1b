import { ASSIGNMENT_FILE_KINDS } from "@campus/contracts/assignments";
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { isOneOf, isSubsetOf } from "./checks.ts";
import { timestampTz } from "./columns.ts";
import { courses, students } from "./school.ts";
import { evaluations, slots } from "./teaching.ts";
import { companyId, companyKey, companyRowKey, editStamps, sameCompanyRef, storedFile } from "./tenancy.ts";

/** Boîte de dépôt: a course's place to hand in work, open from `opensAt`, due at `dueAt`. */
export const assignmentBoxes = pgTable(
  "assignment_boxes",
  {
    ...companyRowKey(),
    courseId: uuid("course_id").notNull(),
    slotId: uuid("slot_id"),
    evaluationId: uuid("evaluation_id"),
    title: text("title").notNull(),
    /** Sanitised HTML. */
    instructions: text("instructions").notNull().default(""),
    opensAt: timestampTz("opens_at").notNull(),
    dueAt: timestampTz("due_at").notNull(),
    allowLate: boolean("allow_late").notNull().default(true),
    acceptedKinds: text("accepted_kinds").array().notNull(),
    maxFileBytes: integer("max_file_bytes").notNull(),
    maxFiles: integer("max_files").notNull(),
    archivedAt: timestampTz("archived_at"),
    ...editStamps(),
  },
  (t) => [
    index("assignment_boxes_course_due").on(t.companyId, t.courseId, t.dueAt),
    index("assignment_boxes_company_due").on(t.companyId, t.dueAt),
    companyKey("assignment_boxes", t),
    sameCompanyRef("assignment_boxes_course_fk", t, t.courseId, courses).onDelete("cascade"),
    sameCompanyRef("assignment_boxes_slot_fk", t, t.slotId, slots).onDelete("set null"),
    sameCompanyRef("assignment_boxes_evaluation_fk", t, t.evaluationId, evaluations).onDelete("set null"),
    check("assignment_boxes_kinds_check", isSubsetOf(t.acceptedKinds, ASSIGNMENT_FILE_KINDS)),
  ],
);

/** One student's standing in one box: when they handed in, their extension, the teacher's feedback. */
export const assignmentSubmissions = pgTable(
  "assignment_submissions",
  {
    boxId: uuid("box_id").notNull(),
    studentId: uuid("student_id").notNull(),
    companyId: companyId(),
    /** The last time a file was handed in (null: nothing handed in). */
    submittedAt: timestampTz("submitted_at"),
    /** An extension: this student's own due date. */
    extendedDueAt: timestampTz("extended_due_at"),
    feedbackComment: text("feedback_comment"),
    grade: doublePrecision("grade"),
    gradedAt: timestampTz("graded_at"),
    gradedBy: uuid("graded_by"),
  },
  (t) => [
    primaryKey({ columns: [t.boxId, t.studentId] }),
    unique("assignment_submissions_company_key").on(t.companyId, t.boxId, t.studentId),
    index("assignment_submissions_student").on(t.companyId, t.studentId),
    sameCompanyRef("assignment_submissions_box_fk", t, t.boxId, assignmentBoxes).onDelete("cascade"),
    sameCompanyRef("assignment_submissions_student_fk", t, t.studentId, students).onDelete("cascade"),
  ],
);

export const ASSIGNMENT_FILE_ROLES = ["submission", "feedback"] as const;

/** A file handed in by a student (`submission`) or returned by the teacher (`feedback`). */
export const assignmentFiles = pgTable(
  "assignment_files",
  {
    ...companyRowKey(),
    boxId: uuid("box_id").notNull(),
    studentId: uuid("student_id").notNull(),
    role: text("role").notNull().default("submission"),
    /** The client's id of the upload: a retry with the same id finds the file already stored. */
    uploadId: text("upload_id"),
    ...storedFile(),
  },
  (t) => [
    index("assignment_files_box_student").on(t.boxId, t.studentId, t.createdAt),
    unique("assignment_files_upload").on(t.boxId, t.studentId, t.uploadId),
    foreignKey({
      name: "assignment_files_submission_fk",
      columns: [t.companyId, t.boxId, t.studentId],
      foreignColumns: [
        assignmentSubmissions.companyId,
        assignmentSubmissions.boxId,
        assignmentSubmissions.studentId,
      ],
    }).onDelete("cascade"),
    check("assignment_files_role_check", isOneOf(t.role, ASSIGNMENT_FILE_ROLES)),
  ],
);
