import { z } from "zod";
import { isoDateSchema, isoDateTimeSchema, pageOf, text } from "./common.ts";
import { recordIdSchema } from "./school.ts";

export const ATTENDANCE_STATUSES = ["present", "absent", "late"] as const;
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;

/** How a mark was set: by hand (« saisi par le professeur », no signature) or by the student's signature. */
export const MARK_SOURCES = ["teacher", "signature"] as const;
export type MarkSource = (typeof MARK_SOURCES)[number];
export const MARK_SOURCE_LABELS: Record<MarkSource, string> = {
  teacher: "Saisi par le professeur",
  signature: "Signé",
};

export const ATTENDANCE_LABELS: Record<AttendanceStatus, string> = {
  present: "Présent",
  absent: "Absent",
  late: "En retard",
};

export const ATTENDANCE_MESSAGES = {
  notEnrolled: "Cet apprenant n'est pas inscrit à ce cours.",
  duplicateStudent: "Cet apprenant figure deux fois dans l'appel.",
  slotNotOpen: "L'appel se fait sur une séance validée ou réalisée.",
  notStarted: "L'appel ne peut être fait qu'à partir de 15 minutes avant le début de la séance.",
  onlyAbsenceExcused: "Seule une absence ou un retard peut être justifié.",
  reasonRequired: "Indiquez le motif de la justification.",
  studentRequired: "Choisissez un apprenant.",
  halfDayRange: "Choisissez une période de 31 jours au plus, le début avant la fin.",
  exportTooLarge: "L'export dépasse 200 000 lignes : affinez les filtres (période, cours, session).",
} as const;

const person = z.object({ id: text(), name: text() });

/** A student as the attendance sheet and the absences list show them. */
export const attendanceStudentSchema = z.object({
  id: text(),
  studentNumber: text(),
  firstname: text(),
  lastname: text(),
  usageName: text().nullable(),
  /** Archived (deleted while records named them): the roll keeps them, named « (archivé) ». */
  isArchived: z.boolean().optional(),
});
export type AttendanceStudent = z.infer<typeof attendanceStudentSchema>;

/** One mark, with who made it and when; excuses are set by administrators. */
export const attendanceMarkSchema = z.object({
  status: attendanceStatusSchema,
  lateMinutes: z.number().int().nullable(),
  excused: z.boolean(),
  excuseReason: text().nullable(),
  markedBy: person.nullable(),
  markedAt: text(),
  excusedBy: person.nullable(),
  excusedAt: text().nullable(),
  source: z.enum(MARK_SOURCES),
  /** When the student signed (their signature is kept even if staff later corrected the mark). */
  signedAt: text().nullable(),
});
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;

/** A student of the course with their mark at one slot, or null when not marked yet. */
export const attendanceItemSchema = z.object({
  student: attendanceStudentSchema,
  mark: attendanceMarkSchema.nullable(),
});
export type AttendanceItem = z.infer<typeof attendanceItemSchema>;

/** A slot's roll call: every student enrolled in the course, with their mark or null. */
export const slotAttendanceSchema = z.object({
  slotId: text(),
  items: z.array(attendanceItemSchema),
});
export type SlotAttendance = z.infer<typeof slotAttendanceSchema>;

export const saveAttendanceBodySchema = z.object({
  marks: z
    .array(
      z.object({
        studentId: recordIdSchema,
        status: attendanceStatusSchema,
        /** Kept for `late` only. */
        lateMinutes: z.number().int().min(0).max(720).nullable().optional(),
      }),
    )
    .max(2000),
});
export type SaveAttendanceBody = z.infer<typeof saveAttendanceBodySchema>;

export const excuseBodySchema = z.object({
  excused: z.boolean(),
  /** Required when excusing; cleared when the excuse is withdrawn. */
  reason: text().trim().max(500).nullable().optional(),
});
export type ExcuseBody = z.infer<typeof excuseBodySchema>;
export const excuseParamSchema = z.object({ slotId: recordIdSchema, studentId: recordIdSchema });

/** One absence (or lateness, on request): the attendance row of an absent or late student. */
export const absenceSchema = z.object({
  slotId: text(),
  student: attendanceStudentSchema,
  course: z.object({ id: text(), title: text() }),
  startsAt: text(),
  endsAt: text(),
  status: attendanceStatusSchema,
  lateMinutes: z.number().int().nullable(),
  excused: z.boolean(),
  reason: text().nullable(),
});
export type Absence = z.infer<typeof absenceSchema>;
export const absencePageSchema = pageOf(absenceSchema);

/** Filters of the absences list and export; a student always gets their own, whatever they send. */
export const absenceFiltersSchema = z.object({
  studentId: recordIdSchema.optional(),
  courseId: recordIdSchema.optional(),
  cohortId: recordIdSchema.optional(),
  /** Slots starting at or after this instant. */
  from: isoDateTimeSchema.optional(),
  /** Slots starting before this instant. */
  to: isoDateTimeSchema.optional(),
  excused: z.stringbool().optional(),
  /** Lateness rows are listed too when true. */
  includeLate: z.stringbool().default(false),
});
export type AbsenceFilters = z.infer<typeof absenceFiltersSchema>;

export const absenceListQuerySchema = absenceFiltersSchema.extend({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});
export type AbsenceListQuery = z.infer<typeof absenceListQuerySchema>;

export const absenceSummaryQuerySchema = z.object({
  /** Required for staff; a student always gets their own. */
  studentId: recordIdSchema.optional(),
  courseId: recordIdSchema.optional(),
});
export type AbsenceSummaryQuery = z.infer<typeof absenceSummaryQuerySchema>;

/**
 * A student's attendance over the slots where the roll was called (validated or held, not cancelled);
 * a teacher sees it for their own courses only. `absenceRate` = absentCount / slotsCount (0..1).
 */
export const absenceSummarySchema = z.object({
  studentId: text(),
  slotsCount: z.number().int(),
  presentCount: z.number().int(),
  absentCount: z.number().int(),
  lateCount: z.number().int(),
  excusedCount: z.number().int(),
  absenceRate: z.number(),
});
export type AbsenceSummary = z.infer<typeof absenceSummarySchema>;

/** The half-day sheet of a school session (cohort): a period of 31 days at most, Paris days. */
export const halfDaySheetParamSchema = z.object({ id: recordIdSchema });
export const halfDaySheetQuerySchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export type HalfDaySheetQuery = z.infer<typeof halfDaySheetQuerySchema>;
