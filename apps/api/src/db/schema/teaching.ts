import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { courses, students, teachers } from "./school.ts";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });

/** Créneau / séance: one class meeting of a course. Status: proposed → validated → held, or cancelled. */
export const slots = pgTable(
  "slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    teacherId: uuid("teacher_id").references(() => teachers.id, { onDelete: "set null" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
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
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("slots_company_start").on(t.companyId, t.startsAt),
    index("slots_course_start").on(t.courseId, t.startsAt),
    index("slots_teacher_start").on(t.teacherId, t.startsAt),
    index("slots_room_start").on(t.companyId, t.room, t.startsAt),
  ],
);

export const slotFiles = pgTable(
  "slot_files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => slots.id, { onDelete: "cascade" }),
    blobKey: text("blob_key").notNull(),
    name: text("name").notNull(),
    size: integer("size").notNull(),
    contentType: text("content_type").notNull(),
    uploadedBy: uuid("uploaded_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("slot_files_slot").on(t.slotId)],
);

/** One student's presence at one slot, with who marked it and when. */
export const attendance = pgTable(
  "attendance",
  {
    slotId: uuid("slot_id")
      .notNull()
      .references(() => slots.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    companyId: companyId(),
    /** present | absent | late */
    status: text("status").notNull(),
    lateMinutes: integer("late_minutes"),
    excused: boolean("excused").notNull().default(false),
    excuseReason: text("excuse_reason"),
    markedBy: uuid("marked_by"),
    markedAt: timestamp("marked_at", { withTimezone: true }).notNull().defaultNow(),
    excusedBy: uuid("excused_by"),
    excusedAt: timestamp("excused_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.slotId, t.studentId] }),
    index("attendance_company_student").on(t.companyId, t.studentId),
    index("attendance_company_status").on(t.companyId, t.status),
  ],
);

/** An evaluation of a course; `slotId` set for the grades given during one slot. */
export const evaluations = pgTable(
  "evaluations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    slotId: uuid("slot_id").references(() => slots.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    date: date("date"),
    coefficient: doublePrecision("coefficient").notNull().default(1),
    scale: doublePrecision("scale").notNull().default(20),
    /** devoir | examen | oral | projet | participation */
    type: text("type").notNull().default("devoir"),
    createdBy: uuid("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid("updated_by"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("evaluations_course").on(t.courseId, t.date), index("evaluations_slot").on(t.slotId)],
);

export const grades = pgTable(
  "grades",
  {
    evaluationId: uuid("evaluation_id")
      .notNull()
      .references(() => evaluations.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    companyId: companyId(),
    value: doublePrecision("value").notNull(),
    comment: text("comment"),
    gradedBy: uuid("graded_by"),
    gradedAt: timestamp("graded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.evaluationId, t.studentId] }), index("grades_student").on(t.studentId)],
);
