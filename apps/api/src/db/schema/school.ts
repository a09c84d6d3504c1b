import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { companies } from "./companies.ts";
import { users } from "./users.ts";

const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

// Tenancy held by the schema: a table that others reference has the unique key `(company_id, id)`, and
// each reference is the pair `(company_id, x_id)`, so a row cannot link two companies. Where a reference
// is `set null`, migration 0004 writes `ON DELETE SET NULL (x_id)` by hand: drizzle cannot say it, and a
// plain SET NULL would also null `company_id` (NOT NULL) and fail the delete.

export const programmes = pgTable(
  "programmes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("programmes_company_code").on(t.companyId, t.code),
    unique("programmes_company_key").on(t.companyId, t.id),
  ],
);

export const levels = pgTable(
  "levels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    uniqueIndex("levels_company_label").on(t.companyId, t.label),
    unique("levels_company_key").on(t.companyId, t.id),
  ],
);

/**
 * The levels a programme is taught at (a BTS: 1re and 2e année): a course of the programme is at one of
 * them. Levels are the company's, shared by its programmes.
 */
export const programmeLevels = pgTable(
  "programme_levels",
  {
    companyId: companyId(),
    programmeId: uuid("programme_id").notNull(),
    levelId: uuid("level_id").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.programmeId, t.levelId] }),
    index("programme_levels_level").on(t.levelId),
    foreignKey({
      name: "programme_levels_programme_fk",
      columns: [t.companyId, t.programmeId],
      foreignColumns: [programmes.companyId, programmes.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "programme_levels_level_fk",
      columns: [t.companyId, t.levelId],
      foreignColumns: [levels.companyId, levels.id],
    }).onDelete("cascade"),
  ],
);

/** Parcours: a track within a programme. */
export const tracks = pgTable(
  "tracks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    programmeId: uuid("programme_id").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    index("tracks_company_programme").on(t.companyId, t.programmeId),
    unique("tracks_company_key").on(t.companyId, t.id),
    foreignKey({
      name: "tracks_programme_fk",
      columns: [t.companyId, t.programmeId],
      foreignColumns: [programmes.companyId, programmes.id],
    }).onDelete("cascade"),
  ],
);

/** Session scolaire: a run of a programme over a period. */
export const cohorts = pgTable(
  "cohorts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    programmeId: uuid("programme_id"),
    name: text("name").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
  },
  (t) => [
    uniqueIndex("cohorts_company_name").on(t.companyId, t.name),
    unique("cohorts_company_key").on(t.companyId, t.id),
    foreignKey({
      name: "cohorts_programme_fk",
      columns: [t.companyId, t.programmeId],
      foreignColumns: [programmes.companyId, programmes.id],
    }).onDelete("set null"),
  ],
);

export const teachers = pgTable(
  "teachers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id"),
    /** The teacher's id in the company's own system (the spec's {product}_id). */
    externalId: text("external_id"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    speciality: text("speciality"),
    searchText: text("search_text").notNull().default(""),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedBy: uuid("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("teachers_company_email").on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex("teachers_user").on(t.userId),
    index("teachers_company_name").on(t.companyId, t.lastname, t.firstname),
    index("teachers_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    unique("teachers_company_key").on(t.companyId, t.id),
    foreignKey({
      name: "teachers_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("set null"),
  ],
);

export const students = pgTable(
  "students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id"),
    /** The spec's etudiant_id: the student's number in the school. */
    studentNumber: text("student_number").notNull(),
    usageName: text("usage_name"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    postalAddress: text("postal_address"),
    postalCode: text("postal_code"),
    programmeId: uuid("programme_id"),
    levelId: uuid("level_id"),
    cohortId: uuid("cohort_id"),
    trackId: uuid("track_id"),
    presentiel: boolean("presentiel").notNull().default(false),
    note: text("note"),
    comment: text("comment"),
    /** Lower-case, accent-free names, e-mail and number, for the trigram search. */
    searchText: text("search_text").notNull().default(""),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedBy: uuid("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("students_company_number").on(t.companyId, t.studentNumber),
    uniqueIndex("students_company_email").on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex("students_user").on(t.userId),
    index("students_company_name").on(t.companyId, t.lastname, t.firstname),
    index("students_company_cohort").on(t.companyId, t.cohortId),
    index("students_company_programme").on(t.companyId, t.programmeId),
    index("students_company_level").on(t.companyId, t.levelId),
    index("students_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    unique("students_company_key").on(t.companyId, t.id),
    foreignKey({
      name: "students_user_fk",
      columns: [t.companyId, t.userId],
      foreignColumns: [users.companyId, users.id],
    }).onDelete("set null"),
    foreignKey({
      name: "students_programme_fk",
      columns: [t.companyId, t.programmeId],
      foreignColumns: [programmes.companyId, programmes.id],
    }).onDelete("set null"),
    foreignKey({
      name: "students_level_fk",
      columns: [t.companyId, t.levelId],
      foreignColumns: [levels.companyId, levels.id],
    }).onDelete("set null"),
    foreignKey({
      name: "students_cohort_fk",
      columns: [t.companyId, t.cohortId],
      foreignColumns: [cohorts.companyId, cohorts.id],
    }).onDelete("set null"),
    foreignKey({
      name: "students_track_fk",
      columns: [t.companyId, t.trackId],
      foreignColumns: [tracks.companyId, tracks.id],
    }).onDelete("set null"),
  ],
);

/** Enseignement. */
export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    title: text("title").notNull(),
    thematicTitle: text("thematic_title").notNull().default(""),
    description: text("description").notNull().default(""),
    programmeId: uuid("programme_id"),
    levelId: uuid("level_id"),
    cohortId: uuid("cohort_id"),
    plannedHours: integer("planned_hours").notNull().default(0),
    archived: boolean("archived").notNull().default(false),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
    updatedBy: uuid("updated_by"),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("courses_company_title").on(t.companyId, t.archived, t.title),
    index("courses_company_cohort").on(t.companyId, t.cohortId),
    unique("courses_company_key").on(t.companyId, t.id),
    foreignKey({
      name: "courses_programme_fk",
      columns: [t.companyId, t.programmeId],
      foreignColumns: [programmes.companyId, programmes.id],
    }).onDelete("set null"),
    foreignKey({
      name: "courses_level_fk",
      columns: [t.companyId, t.levelId],
      foreignColumns: [levels.companyId, levels.id],
    }).onDelete("set null"),
    foreignKey({
      name: "courses_cohort_fk",
      columns: [t.companyId, t.cohortId],
      foreignColumns: [cohorts.companyId, cohorts.id],
    }).onDelete("set null"),
  ],
);

export const courseTeachers = pgTable(
  "course_teachers",
  {
    courseId: uuid("course_id").notNull(),
    teacherId: uuid("teacher_id").notNull(),
    companyId: companyId(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.teacherId] }),
    index("course_teachers_teacher").on(t.teacherId),
    foreignKey({
      name: "course_teachers_course_fk",
      columns: [t.companyId, t.courseId],
      foreignColumns: [courses.companyId, courses.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "course_teachers_teacher_fk",
      columns: [t.companyId, t.teacherId],
      foreignColumns: [teachers.companyId, teachers.id],
    }).onDelete("cascade"),
  ],
);

/** Inscription: a student follows a course. */
export const enrolments = pgTable(
  "enrolments",
  {
    courseId: uuid("course_id").notNull(),
    studentId: uuid("student_id").notNull(),
    companyId: companyId(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.studentId] }),
    index("enrolments_student").on(t.studentId),
    foreignKey({
      name: "enrolments_course_fk",
      columns: [t.companyId, t.courseId],
      foreignColumns: [courses.companyId, courses.id],
    }).onDelete("cascade"),
    foreignKey({
      name: "enrolments_student_fk",
      columns: [t.companyId, t.studentId],
      foreignColumns: [students.companyId, students.id],
    }).onDelete("cascade"),
  ],
);

export const whitelistEntries = pgTable(
  "whitelist_entries",
  {
    companyId: companyId(),
    studentId: uuid("student_id").notNull(),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.studentId] }),
    foreignKey({
      name: "whitelist_entries_student_fk",
      columns: [t.companyId, t.studentId],
      foreignColumns: [students.companyId, students.id],
    }).onDelete("cascade"),
  ],
);
