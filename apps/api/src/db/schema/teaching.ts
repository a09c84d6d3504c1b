import { ATTENDANCE_STATUSES, MARK_SOURCES } from "@campus/contracts/attendance";
import {
  CHECK_IN_OPENS_DEFAULT_MINUTES,
  HALF_DAY_SPLIT_DEFAULT_MINUTES,
  SIGNATURE_VIAS,
} from "@campus/contracts/check-in";
import { EVALUATION_TYPES } from "@campus/contracts/evaluations";
import { SLOT_MODES, SLOT_STATUSES } from "@campus/contracts/slots";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { isOneOf } from "./checks.ts";
import { bytea, timestampTz } from "./columns.ts";
import { companies } from "./companies.ts";
import { courses, students, teachers } from "./school.ts";
import { companyId, companyKey, companyRowKey, editStamps, sameCompanyRef, storedFile } from "./tenancy.ts";

/** Créneau / séance: one class meeting of a course. Status: proposed → validated → held, or cancelled. */
export const slots = pgTable(
  "slots",
  {
    ...companyRowKey(),
    courseId: uuid("course_id").notNull(),
    teacherId: uuid("teacher_id"),
    startsAt: timestampTz("starts_at").notNull(),
    endsAt: timestampTz("ends_at").notNull(),
    room: text("room"),
    /** presentiel | distanciel | hybride */
    mode: text("mode").notNull().default("presentiel"),
    videoLink: text("video_link"),
    /** proposed | validated | held | cancelled */
    status: text("status").notNull().default("proposed"),
    /** Contenu de la séance. */
    report: text("report").notNull().default(""),
    /** Travail à faire. */
    homework: text("homework").notNull().default(""),
    ...editStamps(),
    /** The iCalendar SEQUENCE: bumped by every change of times, room, teacher or status. */
    sequence: integer("sequence").notNull().default(0),
  },
  (t) => [
    // With the id, the lists ordered by (start, id) read just their page: slots often share a start.
    index("slots_company_start").on(t.companyId, t.startsAt, t.id),
    index("slots_course_start").on(t.courseId, t.startsAt),
    /** A course's last slot in one probe: each student's last course (`student_last_courses`) is worked out from it. */
    index("slots_course_end").on(t.courseId, t.endsAt),
    index("slots_teacher_start").on(t.teacherId, t.startsAt),
    index("slots_room_start").on(t.companyId, t.room, t.startsAt),
    // The proposals waiting for validation (the administrators' home counts them, the list filters them).
    index("slots_company_proposed").on(t.companyId, t.startsAt).where(sql`${t.status} = 'proposed'`),
    companyKey("slots", t),
    // References carry the company: see school.ts (the teacher's `set null` is written by hand in 0004).
    sameCompanyRef("slots_course_fk", t, t.courseId, courses).onDelete("cascade"),
    sameCompanyRef("slots_teacher_fk", t, t.teacherId, teachers).onDelete("set null"),
    check("slots_mode_check", isOneOf(t.mode, SLOT_MODES)),
    check("slots_status_check", isOneOf(t.status, SLOT_STATUSES)),
  ],
);

export const slotFiles = pgTable(
  "slot_files",
  {
    ...companyRowKey(),
    slotId: uuid("slot_id").notNull(),
    ...storedFile(),
  },
  (t) => [
    index("slot_files_slot").on(t.slotId),
    sameCompanyRef("slot_files_slot_fk", t, t.slotId, slots).onDelete("cascade"),
  ],
);

/** One student's presence at one slot, with who marked it and when. */
export const attendance = pgTable(
  "attendance",
  {
    slotId: uuid("slot_id").notNull(),
    studentId: uuid("student_id").notNull(),
    companyId: companyId(),
    /** present | absent | late */
    status: text("status").notNull(),
    lateMinutes: integer("late_minutes"),
    excused: boolean("excused").notNull().default(false),
    excuseReason: text("excuse_reason"),
    markedBy: uuid("marked_by"),
    markedAt: timestampTz("marked_at").notNull().defaultNow(),
    excusedBy: uuid("excused_by"),
    excusedAt: timestampTz("excused_at"),
    /** `teacher`: set by hand (« saisi par le professeur »); `signature`: the student signed (attendance_signatures). */
    source: text("source").notNull().default("teacher"),
    /**
     * The slot's start, kept by the database (triggers of migration 0019): the absences list walks
     * the absences themselves newest first instead of every slot, with or without a roll call.
     */
    slotStartsAt: timestampTz("slot_starts_at"),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.studentId] }),
    index("attendance_company_student").on(t.companyId, t.studentId),
    index("attendance_company_status").on(t.companyId, t.status),
    // The absences list walks slots newest first and probes each for absences: a small index for that.
    index("attendance_absences").on(t.slotId).where(sql`${t.status} in ('absent', 'late')`),
    index("attendance_absences_newest")
      .on(t.companyId, t.slotStartsAt.desc(), t.slotId)
      .where(sql`${t.status} in ('absent', 'late')`),
    // The same walk for the default list, absences without lateness: the one above skips every late
    // row on its way (4,317 before the newest page on the scale data set).
    index("attendance_absent_newest")
      .on(t.companyId, t.slotStartsAt.desc(), t.slotId)
      .where(sql`${t.status} = 'absent'`),
    sameCompanyRef("attendance_slot_fk", t, t.slotId, slots).onDelete("cascade"),
    sameCompanyRef("attendance_student_fk", t, t.studentId, students).onDelete("cascade"),
    check("attendance_status_check", isOneOf(t.status, ATTENDANCE_STATUSES)),
    check("attendance_source_check", isOneOf(t.source, MARK_SOURCES)),
  ],
);

/**
 * The signatures of a slot's attendance, never changed nor replaced: a student's (`student_id`, signed
 * on their phone, on the teacher's screen, or from a distance) or the teacher's for the sheet (`student_id` null). A
 * correction of the mark by staff changes the attendance row and keeps the signature.
 */
export const attendanceSignatures = pgTable(
  "attendance_signatures",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId(),
    slotId: uuid("slot_id").notNull(),
    /** Null: the teacher's signature of the sheet. */
    studentId: uuid("student_id"),
    /** Who sent it: the student, or the teacher whose screen the student signed on (no reference: kept as is). */
    signedBy: uuid("signed_by").notNull(),
    /** phone | teacher-screen | teacher | remote */
    via: text("via").notNull(),
    png: bytea("png").notNull(),
    signedAt: timestampTz("signed_at").notNull(),
  },
  (t) => [
    uniqueIndex("attendance_signatures_student")
      .on(t.slotId, t.studentId)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex("attendance_signatures_teacher").on(t.slotId).where(sql`${t.studentId} is null`),
    sameCompanyRef("attendance_signatures_slot_fk", t, t.slotId, slots).onDelete("cascade"),
    sameCompanyRef("attendance_signatures_student_fk", t, t.studentId, students).onDelete("cascade"),
    check("attendance_signatures_via_check", isOneOf(t.via, SIGNATURE_VIAS)),
  ],
);

/** An evaluation of a course; `slotId` set for the grades given during one slot. */
export const evaluations = pgTable(
  "evaluations",
  {
    ...companyRowKey(),
    courseId: uuid("course_id").notNull(),
    slotId: uuid("slot_id"),
    title: text("title").notNull(),
    date: date("date"),
    coefficient: doublePrecision("coefficient").notNull().default(1),
    scale: doublePrecision("scale").notNull().default(20),
    /** devoir | examen | oral | projet | participation */
    type: text("type").notNull().default("devoir"),
    ...editStamps(),
  },
  (t) => [
    index("evaluations_course").on(t.courseId, t.date),
    index("evaluations_slot").on(t.slotId),
    companyKey("evaluations", t),
    sameCompanyRef("evaluations_course_fk", t, t.courseId, courses).onDelete("cascade"),
    sameCompanyRef("evaluations_slot_fk", t, t.slotId, slots).onDelete("cascade"),
    check("evaluations_type_check", isOneOf(t.type, EVALUATION_TYPES)),
  ],
);

export const grades = pgTable(
  "grades",
  {
    evaluationId: uuid("evaluation_id").notNull(),
    studentId: uuid("student_id").notNull(),
    companyId: companyId(),
    value: doublePrecision("value").notNull(),
    comment: text("comment"),
    gradedBy: uuid("graded_by"),
    gradedAt: timestampTz("graded_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.studentId] }),
    index("grades_student").on(t.studentId),
    sameCompanyRef("grades_evaluation_fk", t, t.evaluationId, evaluations).onDelete("cascade"),
    sameCompanyRef("grades_student_fk", t, t.studentId, students).onDelete("cascade"),
  ],
);

/** A company's check-in: its code key and when check-in opens; the row is made on first use. */
export const checkInSettings = pgTable("check_in_settings", {
  companyId: text("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  /** The key of the codes (HMAC of slot and 15-second window); never sent to a browser. */
  secret: text("secret").notNull(),
  /** Minutes before a slot's start when its check-in opens (it closes at the slot's end). */
  opensMinutes: integer("opens_minutes").notNull().default(CHECK_IN_OPENS_DEFAULT_MINUTES),
  /** Where the half-day sheet splits a Paris day, in minutes after midnight (720: noon). */
  halfDaySplitMinutes: integer("half_day_split_minutes").notNull().default(HALF_DAY_SPLIT_DEFAULT_MINUTES),
});
