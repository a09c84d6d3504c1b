import { z } from "zod";
import { ATTENDANCE_LABELS, attendanceStatusSchema, attendanceStudentSchema } from "./attendance.ts";
import { isoDateTimeSchema, pageOf, text } from "./common.ts";
import { recordIdSchema } from "./school.ts";

export const MARK_CHANGE_KINDS = ["grade", "attendance"] as const;
export const markChangeKindSchema = z.enum(MARK_CHANGE_KINDS);
export type MarkChangeKind = z.infer<typeof markChangeKindSchema>;
export const MARK_CHANGE_KIND_LABELS: Record<MarkChangeKind, string> = {
  grade: "Note",
  attendance: "Présence",
};

/** A grade as the history keeps it: its value, or null when there was none (or it was removed). */
export const gradeStateSchema = z.object({ value: z.number() });
/** An attendance mark as the history keeps it. */
export const attendanceStateSchema = z.object({
  status: attendanceStatusSchema,
  lateMinutes: z.number().int().nullable(),
  excused: z.boolean(),
});
export type GradeState = z.infer<typeof gradeStateSchema>;
export type AttendanceState = z.infer<typeof attendanceStateSchema>;
const markStateSchema = z.union([gradeStateSchema, attendanceStateSchema]).nullable();
export type MarkState = z.infer<typeof markStateSchema>;

/** « 12,5 »: a grade as the grid writes it (at most two decimals, a comma). */
export function gradeText(value: number): string {
  return String(Number(value.toFixed(2))).replace(".", ",");
}

/** A kept state in French: « 12,5 », « En retard (10 min), justifié », « — » for none. */
export function markStateText(state: MarkState): string {
  if (state === null) return "—";
  if ("value" in state) return gradeText(state.value);
  const base =
    state.status === "late" && state.lateMinutes
      ? `${ATTENDANCE_LABELS.late} (${state.lateMinutes} min)`
      : ATTENDANCE_LABELS[state.status];
  return state.excused ? `${base}, justifié` : base;
}

/** One change of one learner's mark: what it was, what it became, who changed it and when. */
export const markChangeSchema = z.object({
  id: z.number().int(),
  kind: markChangeKindSchema,
  changedAt: text(),
  /** Null when the learner's record no longer exists. */
  student: attendanceStudentSchema.nullable(),
  studentId: text(),
  course: z.object({ id: text(), title: text() }).nullable(),
  evaluation: z.object({ id: text(), title: text() }).nullable(),
  slot: z.object({ id: text(), startsAt: text(), endsAt: text() }).nullable(),
  before: markStateSchema,
  after: markStateSchema,
  /** Who made the change; null when the account no longer exists. */
  author: z.object({ id: text(), name: text() }).nullable(),
  reason: text().nullable(),
});
export type MarkChange = z.infer<typeof markChangeSchema>;
export const markChangePageSchema = pageOf(markChangeSchema);

/** Filters of the history and its export; `from` and `to` are the instants of Paris days' bounds. */
export const markChangeFiltersSchema = z.object({
  kind: markChangeKindSchema.optional(),
  studentId: recordIdSchema.optional(),
  courseId: recordIdSchema.optional(),
  /** Changes made at or after this instant. */
  from: isoDateTimeSchema.optional(),
  /** Changes made before this instant. */
  to: isoDateTimeSchema.optional(),
});
export type MarkChangeFilters = z.infer<typeof markChangeFiltersSchema>;

export const markChangeListQuerySchema = markChangeFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type MarkChangeListQuery = z.infer<typeof markChangeListQuerySchema>;

export const gradeHistoryParamSchema = z.object({ evaluationId: recordIdSchema, studentId: recordIdSchema });
export const attendanceHistoryParamSchema = z.object({ slotId: recordIdSchema, studentId: recordIdSchema });

/** One mark's changes, newest first (the latest ones, at most MARK_HISTORY_LIMIT). */
export const markHistorySchema = z.object({ items: z.array(markChangeSchema) });
export type MarkHistory = z.infer<typeof markHistorySchema>;
export const MARK_HISTORY_LIMIT = 200;

export const HISTORY_MESSAGES = {
  exportTooLarge: "L'export dépasse 200 000 lignes : affinez les filtres (période, cours, apprenant).",
} as const;
