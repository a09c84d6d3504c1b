import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { isOneOf } from "./checks.ts";
import { timestampTz } from "./columns.ts";
import { companyId, companyKey, companyRowKey, createdAt, editStamps, sameCompanyRef } from "./tenancy.ts";
import { users } from "./users.ts";

// Every reference holds the company (tenancy.ts).

export const programmes = pgTable(
  "programmes",
  {
    ...companyRowKey(),
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** The RNCP record of the certification it leads to (« RNCP35380 »), when it has one. */
    rncpCode: text("rncp_code"),
    durationHours: integer("duration_hours"),
    /** Archived: hidden from the forms' choices, kept with everything that refers to it. */
    archivedAt: timestampTz("archived_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("programmes_company_code").on(t.companyId, t.code), companyKey("programmes", t)],
);

export const levels = pgTable(
  "levels",
  {
    ...companyRowKey(),
    label: text("label").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [uniqueIndex("levels_company_label").on(t.companyId, t.label), companyKey("levels", t)],
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
    sameCompanyRef("programme_levels_programme_fk", t, t.programmeId, programmes).onDelete("cascade"),
    sameCompanyRef("programme_levels_level_fk", t, t.levelId, levels).onDelete("cascade"),
  ],
);

/** Parcours: a track within a programme. */
export const tracks = pgTable(
  "tracks",
  {
    ...companyRowKey(),
    programmeId: uuid("programme_id").notNull(),
    name: text("name").notNull(),
  },
  (t) => [
    index("tracks_company_programme").on(t.companyId, t.programmeId),
    companyKey("tracks", t),
    sameCompanyRef("tracks_programme_fk", t, t.programmeId, programmes).onDelete("cascade"),
  ],
);

/** Session scolaire: a run of a programme over a period. */
export const cohorts = pgTable(
  "cohorts",
  {
    ...companyRowKey(),
    programmeId: uuid("programme_id"),
    name: text("name").notNull(),
    startDate: date("start_date"),
    endDate: date("end_date"),
    /** Archived at the end of its year: hidden from the forms' choices, its students and records kept. */
    archivedAt: timestampTz("archived_at"),
  },
  (t) => [
    uniqueIndex("cohorts_company_name").on(t.companyId, t.name),
    companyKey("cohorts", t),
    sameCompanyRef("cohorts_programme_fk", t, t.programmeId, programmes).onDelete("set null"),
  ],
);

export const teachers = pgTable(
  "teachers",
  {
    ...companyRowKey(),
    userId: uuid("user_id"),
    /** The teacher's id in the company's own system (the spec's {product}_id). */
    externalId: text("external_id"),
    firstname: text("firstname").notNull(),
    lastname: text("lastname").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    speciality: text("speciality"),
    searchText: text("search_text").notNull().default(""),
    ...editStamps(),
  },
  (t) => [
    uniqueIndex("teachers_company_email").on(t.companyId, sql`lower(${t.email})`),
    uniqueIndex("teachers_user").on(t.userId),
    index("teachers_company_name").on(t.companyId, t.lastname, t.firstname),
    index("teachers_search_trgm").using("gin", sql`${t.searchText} gin_trgm_ops`),
    companyKey("teachers", t),
    sameCompanyRef("teachers_user_fk", t, t.userId, users).onDelete("set null"),
  ],
);

export const students = pgTable(
  "students",
  {
    ...companyRowKey(),
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
    /**
     * Deleted while grades, attendance or submissions named them: hidden from the lists, account closed,
     * records kept. Null for a current student.
     */
    archivedAt: timestampTz("archived_at"),
    ...editStamps(),
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
    companyKey("students", t),
    sameCompanyRef("students_user_fk", t, t.userId, users).onDelete("set null"),
    sameCompanyRef("students_programme_fk", t, t.programmeId, programmes).onDelete("set null"),
    sameCompanyRef("students_level_fk", t, t.levelId, levels).onDelete("set null"),
    sameCompanyRef("students_cohort_fk", t, t.cohortId, cohorts).onDelete("set null"),
    sameCompanyRef("students_track_fk", t, t.trackId, tracks).onDelete("set null"),
  ],
);

/** Enseignement. */
export const courses = pgTable(
  "courses",
  {
    ...companyRowKey(),
    title: text("title").notNull(),
    thematicTitle: text("thematic_title").notNull().default(""),
    description: text("description").notNull().default(""),
    programmeId: uuid("programme_id"),
    levelId: uuid("level_id"),
    cohortId: uuid("cohort_id"),
    plannedHours: integer("planned_hours").notNull().default(0),
    archived: boolean("archived").notNull().default(false),
    ...editStamps(),
  },
  (t) => [
    index("courses_company_title").on(t.companyId, t.archived, t.title),
    index("courses_company_cohort").on(t.companyId, t.cohortId),
    index("courses_company_programme_order").on(t.companyId, t.programmeId, t.archived, t.title, t.id),
    companyKey("courses", t),
    sameCompanyRef("courses_programme_fk", t, t.programmeId, programmes).onDelete("set null"),
    sameCompanyRef("courses_level_fk", t, t.levelId, levels).onDelete("set null"),
    sameCompanyRef("courses_cohort_fk", t, t.cohortId, cohorts).onDelete("set null"),
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
    sameCompanyRef("course_teachers_course_fk", t, t.courseId, courses).onDelete("cascade"),
    sameCompanyRef("course_teachers_teacher_fk", t, t.teacherId, teachers).onDelete("cascade"),
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
    sameCompanyRef("enrolments_course_fk", t, t.courseId, courses).onDelete("cascade"),
    sameCompanyRef("enrolments_student_fk", t, t.studentId, students).onDelete("cascade"),
  ],
);

/**
 * The history of who followed which course from when: each enrolment and each withdrawal, with the day it
 * takes effect, who made it and why. An enrolment row holds the present; this table keeps the past.
 */
export const enrolmentChanges = pgTable(
  "enrolment_changes",
  {
    ...companyRowKey(),
    courseId: uuid("course_id").notNull(),
    studentId: uuid("student_id").notNull(),
    change: text("change").notNull(),
    /** yyyy-MM-dd: the day the enrolment or withdrawal takes effect. */
    effectiveOn: date("effective_on").notNull(),
    reason: text("reason"),
    authorId: uuid("author_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("enrolment_changes_course").on(t.companyId, t.courseId, t.createdAt),
    index("enrolment_changes_student").on(t.companyId, t.studentId, t.createdAt),
    check("enrolment_changes_change", isOneOf(t.change, ["enrol", "withdraw"])),
    sameCompanyRef("enrolment_changes_course_fk", t, t.courseId, courses).onDelete("cascade"),
    sameCompanyRef("enrolment_changes_student_fk", t, t.studentId, students).onDelete("cascade"),
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
    sameCompanyRef("whitelist_entries_student_fk", t, t.studentId, students).onDelete("cascade"),
  ],
);

/** What `kept_counts` counts: a table's rows by one of its columns (`key`), split by another (`by`). */
export const KEPT_COUNTS = [
  "students.programme", // by level
  "students.cohort", // by programme
  "courses.programme", // by level
  "courses.cohort", // by programme
] as const;

/**
 * How many students and courses each programme and each session (cohort) of a company holds, kept up to
 * date by statement triggers on `students` and `courses` (migration 0037, transition tables: an import of
 * 1,000 students is one upsert per key), so that the programmes' and sessions' lists read a handful of rows
 * instead of counting 100,000 students (issue 42). `by_id` is '' for none; a key at zero has no row.
 */
export const keptCounts = pgTable(
  "kept_counts",
  {
    companyId: companyId(),
    counted: text("counted").notNull(),
    keyId: text("key_id").notNull(),
    byId: text("by_id").notNull().default(""),
    n: integer("n").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.counted, t.keyId, t.byId] }),
    check("kept_counts_counted_check", isOneOf(t.counted, KEPT_COUNTS)),
  ],
);

/**
 * When each student's last course was, kept by the database's statement triggers (migration 0038): the
 * latest of their record's creation, the end of a slot of a course they follow and the start of a slot they
 * were marked at. Raised on every insert, worked out again for the students a change or a deletion touches,
 * and removed when the student is erased, so that the retention counts the former students past their time
 * from an index instead of working out the last slot of every student (issue 42). The retention checks
 * its candidates against the rows themselves: the figure only has to never be later than the truth.
 */
export const studentLastCourses = pgTable(
  "student_last_courses",
  {
    companyId: companyId(),
    studentId: uuid("student_id").notNull(),
    lastCourseAt: timestampTz("last_course_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.studentId] }),
    index("student_last_courses_due").on(t.companyId, t.lastCourseAt),
    sameCompanyRef("student_last_courses_student_fk", t, t.studentId, students).onDelete("cascade"),
  ],
);
