import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
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

export const programmes = pgTable(
  "programmes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("programmes_company_code").on(t.companyId, t.code)],
);

export const levels = pgTable(
  "levels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("levels_company_label").on(t.companyId, t.label)],
);

/** Parcours: a track within a programme. */
export const tracks = pgTable(
  "tracks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    programmeId: uuid("programme_id")
      .notNull()
      .references(() => programmes.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
  },
  (t) => [index("tracks_company_programme").on(t.companyId, t.programmeId)],
);

/** Session scolaire: a run of a programme over a period. */
export const cohorts = pgTable(
  "cohorts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    programmeId: uuid("programme_id").references(() => programmes.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
  },
  (t) => [uniqueIndex("cohorts_company_name").on(t.companyId, t.name)],
);

export const teachers = pgTable(
  "teachers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
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
  ],
);

export const students = pgTable(
  "students",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    companyId: companyId(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The spec's etudiant_id: the student's number in the school. */
    studentNumber: text("student_number").notNull(),
    usageName: text("usage_name"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    postalAddress: text("postal_address"),
    postalCode: text("postal_code"),
    programmeId: uuid("programme_id").references(() => programmes.id, { onDelete: "set null" }),
    levelId: uuid("level_id").references(() => levels.id, { onDelete: "set null" }),
    cohortId: uuid("cohort_id").references(() => cohorts.id, { onDelete: "set null" }),
    trackId: uuid("track_id").references(() => tracks.id, { onDelete: "set null" }),
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
    programmeId: uuid("programme_id").references(() => programmes.id, { onDelete: "set null" }),
    levelId: uuid("level_id").references(() => levels.id, { onDelete: "set null" }),
    cohortId: uuid("cohort_id").references(() => cohorts.id, { onDelete: "set null" }),
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
  ],
);

export const courseTeachers = pgTable(
  "course_teachers",
  {
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    teacherId: uuid("teacher_id")
      .notNull()
      .references(() => teachers.id, { onDelete: "cascade" }),
    companyId: companyId(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.teacherId] }),
    index("course_teachers_teacher").on(t.teacherId),
  ],
);

/** Inscription: a student follows a course. */
export const enrolments = pgTable(
  "enrolments",
  {
    courseId: uuid("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    companyId: companyId(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.studentId] }), index("enrolments_student").on(t.studentId)],
);

export const whitelistEntries = pgTable(
  "whitelist_entries",
  {
    companyId: companyId(),
    studentId: uuid("student_id")
      .notNull()
      .references(() => students.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.studentId] })],
);
