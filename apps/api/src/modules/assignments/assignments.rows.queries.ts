import type { AssignmentFile, AssignmentFileKind, SubmissionState } from "@campus/contracts/assignments";
import type { assignmentFiles, assignmentSubmissions } from "../../db/schema/index.ts";
import type { BoxRow } from "../../platform/access/assignment-access.ts";
import { OFFICE_TYPES, TEXT_PLAIN, ZIP } from "../../platform/uploads.ts";

/** The due date that applies to a student: their extension, else the box's. */
export const effectiveDue = (box: BoxRow, extendedDueAt: Date | null | undefined): Date =>
  extendedDueAt ?? box.dueAt;

export type SubmissionRow = typeof assignmentSubmissions.$inferSelect;
export type FileRow = typeof assignmentFiles.$inferSelect;

/** The content types (as sniffed from the bytes) of each kind a box may accept. */
const KIND_TYPES: Record<AssignmentFileKind, readonly string[]> = {
  pdf: ["application/pdf"],
  image: ["image/png", "image/jpeg", "image/webp"],
  office: OFFICE_TYPES,
  text: [TEXT_PLAIN],
  zip: [ZIP],
};

export const acceptedTypes = (kinds: readonly string[]): string[] =>
  kinds.flatMap((kind) => KIND_TYPES[kind as AssignmentFileKind] ?? []);

/** Rendu, Rendu en retard, Non rendu or Corrigé. */
export function submissionState(
  box: BoxRow,
  row: Pick<SubmissionRow, "gradedAt" | "submittedAt" | "extendedDueAt"> | undefined,
): SubmissionState {
  if (row?.gradedAt) return "graded";
  if (!row?.submittedAt) return "missing";
  return row.submittedAt.getTime() > effectiveDue(box, row.extendedDueAt).getTime() ? "late" : "submitted";
}

export const toAssignmentFile = (row: FileRow): AssignmentFile => ({
  id: row.id,
  name: row.name,
  size: row.size,
  contentType: row.contentType,
  uploadedAt: row.createdAt.toISOString(),
  isMissing: row.missingSince !== null,
});

export interface RosterStudent {
  id: string;
  studentNumber: string;
  firstname: string;
  lastname: string;
  isArchived: boolean;
}

/** One student's submission as the API shows it; feedback only once given. */
export function toSubmission(
  box: BoxRow,
  student: RosterStudent,
  row: SubmissionRow | undefined,
  files: FileRow[],
) {
  const feedbackFile = files.find((file) => file.role === "feedback");
  return {
    studentId: student.id,
    studentNumber: student.studentNumber,
    firstname: student.firstname,
    lastname: student.lastname,
    isArchived: student.isArchived,
    state: submissionState(box, row),
    submittedAt: row?.submittedAt?.toISOString() ?? null,
    dueAt: effectiveDue(box, row?.extendedDueAt).toISOString(),
    extended: Boolean(row?.extendedDueAt),
    files: files.filter((file) => file.role === "submission").map(toAssignmentFile),
    feedback: {
      comment: row?.feedbackComment ?? null,
      grade: row?.grade ?? null,
      file: feedbackFile ? toAssignmentFile(feedbackFile) : null,
      gradedAt: row?.gradedAt?.toISOString() ?? null,
    },
  };
}
