import { z } from "zod";
import { absenceAlertSettingsSchema, studentAtRiskSchema } from "./absence-alerts.ts";
import { text } from "./common.ts";
import { attendanceCountsSchema, slotSchema } from "./slots.ts";

// The homes' summaries: one request per home, each list capped (its total says how many there are).

const count = z.number().int().min(0);

/** An open box a student has not handed in yet. */
export const workDueItemSchema = z.object({
  id: text(),
  title: text(),
  courseTitle: text(),
  /** The student's due date (an extension moves it). */
  dueAt: text(),
  /** Past the due date, the box still taking late work. */
  isLate: z.boolean(),
});
export type WorkDueItem = z.infer<typeof workDueItemSchema>;

export const studentDashboardSchema = z.object({
  workDue: z.object({ items: z.array(workDueItemSchema), total: count }),
});
export type StudentDashboard = z.infer<typeof studentDashboardSchema>;

/** One of the teacher's slots of the day, with how far its roll call went. */
export const todaySlotSchema = slotSchema.extend({ attendance: attendanceCountsSchema });
export type TodaySlot = z.infer<typeof todaySlotSchema>;

/** A box of the teacher's with work handed in and not graded yet. */
export const workToGradeItemSchema = z.object({
  id: text(),
  title: text(),
  courseTitle: text(),
  dueAt: text(),
  /** Submissions waiting for a grade. */
  toGrade: count,
  /** The oldest of them. */
  oldestSubmittedAt: text(),
});
export type WorkToGradeItem = z.infer<typeof workToGradeItemSchema>;

export const teacherDashboardSchema = z.object({
  todaySlots: z.array(todaySlotSchema),
  workToGrade: z.object({
    items: z.array(workToGradeItemSchema),
    /** Boxes with work to grade. */
    boxCount: count,
    /** Submissions to grade over all of them. */
    total: count,
  }),
});
export type TeacherDashboard = z.infer<typeof teacherDashboardSchema>;

/**
 * What a new school has created of its structure, in the order it creates it: the administrators'
 * « Démarrer » checklist is shown until all five are there (archived records count).
 */
export const schoolSetupSchema = z.object({
  programme: z.boolean(),
  cohort: z.boolean(),
  course: z.boolean(),
  teacher: z.boolean(),
  student: z.boolean(),
});
export type SchoolSetup = z.infer<typeof schoolSetupSchema>;

export const adminDashboardSchema = z.object({
  /** Proposed slots from today on, waiting for an administrator's validation. */
  proposedSlots: count,
  /** Unexcused absences of the Paris week (Monday to Sunday) of today. */
  unexcusedAbsences: z.object({ count, firstDay: text(), lastDay: text() }),
  /** The students above one of the company's absence thresholds now, the latest crossed first. */
  studentsAtRisk: z.object({
    settings: absenceAlertSettingsSchema,
    items: z.array(studentAtRiskSchema),
    total: count,
  }),
  /** Whether the company has a programme, a session, a course, a teacher and a student. */
  setup: schoolSetupSchema,
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
