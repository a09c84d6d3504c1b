import {
  type BulkEnrolBody,
  COURSE_MESSAGES,
  type EnrolResult,
  type EnrolStudentsBody,
} from "@campus/contracts/courses";
import { ENROLMENT_MESSAGES } from "@campus/contracts/enrolments";
import { personName } from "@campus/contracts/people";
import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { courses, enrolments } from "../../db/schema/index.ts";
import { type CourseRef, courseScope, requireCourse } from "../../platform/access/course-access.ts";
import { type AuditEntry, recordAudit, recordAudits } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { recordBusinessEvent } from "../../platform/events/business-events.ts";
import { referenceNames } from "../school/index.ts";
import {
  type StudentSelection,
  selectedStudents,
  studentCards,
  studentNames,
} from "../student-cards/index.ts";
import { assertReferences } from "./courses.service.ts";
import {
  type EnrolmentChangeNote,
  effectiveDay,
  recordEnrolmentChanges,
} from "./enrolments.history.service.ts";

// Enrolling students in courses and withdrawing them (administrators): each change in one transaction
// with its audit entries and its history rows (enrolments.history.service.ts). The course page's routes and the
// enrolments page (modules/enrolments) both come here, so that both follow the same rules.

/** At most this many students are named one by one in a refusal; its message counts them all. */
const MAX_DETAILS = 50;

/** An enrolment: a course and a student of the caller's company. */
export interface EnrolmentPair {
  courseId: string;
  studentId: string;
}

/**
 * Enrols the company's students of a selection in a course, in one INSERT … SELECT (students of another
 * company are never picked, students already enrolled are skipped), and records the history of those added.
 */
async function enrolMatching(
  tx: Executor,
  clock: Clock,
  ctx: Ctx,
  courseId: string,
  selection: StudentSelection,
  note: EnrolmentChangeNote,
): Promise<string[]> {
  const picked = selectedStudents(tx, ctx.companyId, selection);
  const inserted = await tx
    .insert(enrolments)
    .select((qb) =>
      qb
        .select({
          courseId: sql<string>`cast(${courseId} as uuid)`.as("course_id"),
          studentId: picked.id,
          companyId: picked.companyId,
          createdAt: sql<Date>`cast(${clock.now().toISOString()} as timestamptz)`.as("created_at"),
        })
        .from(picked),
    )
    .onConflictDoNothing()
    .returning({ studentId: enrolments.studentId });
  const added = inserted.map((row) => row.studentId);
  await recordEnrolmentChanges(
    tx,
    clock,
    ctx,
    "enrol",
    added.map((studentId) => ({ courseId, studentId })),
    note,
  );
  return added;
}

/**
 * A course's students follow its programme: the students of `selection` who follow another one refuse
 * the whole enrolment (400), each named with both programmes (on `fieldOf` their id). A course without a
 * programme, or a student without one, is not checked.
 */
async function assertFollowCourseProgramme(
  tx: Executor,
  ctx: Ctx,
  course: CourseRef,
  selection: StudentSelection,
  fieldOf: (studentId: string) => string,
): Promise<void> {
  const names = referenceNames(tx, ctx.companyId);
  const [placed] = await tx
    .select({ programmeId: courses.programmeId, programme: names.programmes.name })
    .from(courses)
    .innerJoin(names.programmes, eq(names.programmes.id, courses.programmeId))
    .where(and(eq(courses.id, course.id), eq(courses.companyId, ctx.companyId)));
  if (!placed?.programmeId) return;
  const picked = selectedStudents(tx, ctx.companyId, selection);
  const cards = studentCards(tx, ctx.companyId);
  const others = await tx
    .select({
      id: cards.id,
      firstname: cards.firstname,
      lastname: cards.lastname,
      programme: cards.programmeName,
    })
    .from(cards)
    .where(
      and(
        inArray(cards.id, tx.select({ id: picked.id }).from(picked)),
        isNotNull(cards.programmeId),
        ne(cards.programmeId, placed.programmeId),
      ),
    )
    .orderBy(asc(cards.lastname), asc(cards.firstname));
  const details = others.map((student) => ({
    field: fieldOf(student.id),
    message: ENROLMENT_MESSAGES.otherProgramme(
      personName(student),
      student.programme ?? "",
      placed.programme,
    ),
  }));
  const [first] = details;
  if (!first) return;
  throw new AppError("VALIDATION", {
    field: first.field,
    message:
      details.length === 1
        ? first.message
        : ENROLMENT_MESSAGES.otherProgrammes(details.length, course.title, placed.programme),
    details: details.slice(0, MAX_DETAILS),
  });
}

/** What an enrolment did: the students it added, and those chosen who followed the course already. */
export interface EnrolOutcome {
  added: number;
  alreadyEnrolled: number;
}

/**
 * Enrols students of the caller's company in a course, within the caller's transaction: an id that is not
 * the company's student answers 404 (nothing enrolled), a student of another programme than the course's
 * 400 naming each; students already enrolled are left as they are.
 */
export async function enrolStudentsIn(
  tx: Executor,
  clock: Clock,
  ctx: Ctx,
  courseId: string,
  studentIds: readonly string[],
  note: EnrolmentChangeNote,
): Promise<EnrolOutcome> {
  const course = await requireCourse(tx, ctx, "enrol", courseId, { lock: true });
  const wanted = [...new Set(studentIds)];
  const found = await tx.select().from(selectedStudents(tx, ctx.companyId, { ids: wanted }));
  // Another company's student is "not found": nothing is enrolled, nothing leaks.
  if (found.length !== wanted.length) throw new AppError("NOT_FOUND", { field: "studentIds" });
  await assertFollowCourseProgramme(
    tx,
    ctx,
    course,
    { ids: wanted },
    (id) => `studentIds.${studentIds.indexOf(id)}`,
  );
  const added = await enrolMatching(tx, clock, ctx, courseId, { ids: wanted }, note);
  if (added.length > 0) {
    await recordAudit(tx, ctx, {
      action: "enrol",
      entity: "course",
      entityId: courseId,
      after: { studentIds: added, effectiveOn: effectiveDay(clock, note) },
    });
    const data = { courseId, studentIds: added };
    await recordBusinessEvent(tx, clock.now(), { companyId: ctx.companyId, type: "enrolment.created", data });
  }
  return { added: added.length, alreadyEnrolled: wanted.length - added.length };
}

/** Enrols one or many students of the caller's company in a course; any unknown id answers 404. */
export async function enrolStudents(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: EnrolStudentsBody,
): Promise<EnrolResult> {
  const { added } = await db.transaction((tx) => enrolStudentsIn(tx, clock, ctx, id, body.studentIds, {}));
  return { added };
}

/** The students of a cohort at each level: one query, whatever their number; no level: label null, last. */
async function countCohortByLevel(tx: Executor, ctx: Ctx, cohortId: string) {
  const picked = selectedStudents(tx, ctx.companyId, { cohortId });
  const levelNames = referenceNames(tx, ctx.companyId).levels;
  const rows = await tx
    .select({ levelId: picked.levelId, label: levelNames.label, count: sql<number>`count(*)` })
    .from(picked)
    .leftJoin(levelNames, eq(levelNames.id, picked.levelId))
    .groupBy(picked.levelId, levelNames.label)
    .orderBy(sql`${levelNames.label} asc nulls last`);
  // Counts come back as strings from node-postgres.
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/**
 * A bulk enrolment's filters must each match someone: a session without students answers 400 on
 * `cohortId`, a level nobody of the session is at answers 400 on `levelId` with the levels its students
 * are at. Students already enrolled count as matched (the answer then adds none of them). Answers how
 * many students the filters match.
 */
async function assertSomeoneMatches(tx: Executor, ctx: Ctx, body: BulkEnrolBody): Promise<number> {
  const byLevel = await countCohortByLevel(tx, ctx, body.cohortId);
  const matched = byLevel
    .filter((row) => !body.levelId || row.levelId === body.levelId)
    .reduce((sum, row) => sum + row.count, 0);
  if (matched > 0) return matched;
  // Only now the names, for the message.
  const names = referenceNames(tx, ctx.companyId);
  const [named] = await tx
    .select({ cohort: names.cohorts.name, level: names.levels.label })
    .from(names.cohorts)
    .leftJoin(names.levels, body.levelId ? eq(names.levels.id, body.levelId) : sql`false`)
    .where(eq(names.cohorts.id, body.cohortId));
  const cohort = named?.cohort ?? "";
  if (byLevel.length === 0) {
    throw new AppError("VALIDATION", {
      field: "cohortId",
      message: COURSE_MESSAGES.noStudentInCohort(cohort),
    });
  }
  throw new AppError("VALIDATION", {
    field: "levelId",
    message: COURSE_MESSAGES.noStudentAtLevel(
      cohort,
      named?.level ?? "",
      byLevel.map((row) => ({ label: row.label, count: row.count })),
    ),
  });
}

/**
 * Enrols every student of a cohort (and optionally of one level) in a course, within the caller's
 * transaction; a filter that matches nobody is refused, saying which (`assertSomeoneMatches`), as is a
 * student of the session who follows another programme than the course's.
 */
export async function enrolCohortIn(
  tx: Executor,
  clock: Clock,
  ctx: Ctx,
  courseId: string,
  body: BulkEnrolBody,
  note: EnrolmentChangeNote,
): Promise<EnrolOutcome> {
  const course = await requireCourse(tx, ctx, "enrol", courseId, { lock: true });
  await assertReferences(tx, ctx, { cohortId: body.cohortId, levelId: body.levelId ?? null });
  const matched = await assertSomeoneMatches(tx, ctx, body);
  const selection = { cohortId: body.cohortId, levelId: body.levelId };
  await assertFollowCourseProgramme(tx, ctx, course, selection, () => "cohortId");
  const added = await enrolMatching(tx, clock, ctx, courseId, selection, note);
  await recordAudit(tx, ctx, {
    action: "enrol-cohort",
    entity: "course",
    entityId: courseId,
    after: {
      cohortId: body.cohortId,
      levelId: body.levelId ?? null,
      added: added.length,
      studentIds: added,
      effectiveOn: effectiveDay(clock, note),
    },
  });
  if (added.length > 0) {
    const data = { courseId, studentIds: added };
    await recordBusinessEvent(tx, clock.now(), { companyId: ctx.companyId, type: "enrolment.created", data });
  }
  return { added: added.length, alreadyEnrolled: matched - added.length };
}

/** Enrols every student of a cohort (and optionally of one level) in a course. */
export async function enrolCohort(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: BulkEnrolBody,
): Promise<EnrolResult> {
  const { added } = await db.transaction((tx) => enrolCohortIn(tx, clock, ctx, id, body, {}));
  return { added };
}

const pairKey = (pair: EnrolmentPair) => `${pair.courseId}:${pair.studentId}`;

/**
 * Withdraws students from courses of the caller's company, within the caller's transaction, all or
 * nothing: a course or a student that is not the company's answers 404, a pair that is not a current
 * enrolment 409 naming each (on `fieldOf` its index). The enrolments go; the history and the audit keep
 * each withdrawal with its effective day and reason. Answers how many were withdrawn.
 */
export async function withdrawEnrolmentsIn(
  tx: Executor,
  clock: Clock,
  ctx: Ctx,
  pairs: readonly EnrolmentPair[],
  note: EnrolmentChangeNote,
  fieldOf: (index: number) => string | undefined,
): Promise<number> {
  const unique = [...new Map(pairs.map((pair) => [pairKey(pair), pair])).values()];
  const courseIds = [...new Set(unique.map((pair) => pair.courseId))];
  const studentIds = [...new Set(unique.map((pair) => pair.studentId))];
  // Locked in one order, so that two withdrawals over the same courses wait for each other.
  const lockedCourses = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(
      and(
        inArray(courses.id, courseIds),
        eq(courses.companyId, ctx.companyId),
        courseScope(tx, ctx, "enrol", courses.id),
      ),
    )
    .orderBy(asc(courses.id))
    .for("update");
  const titles = new Map(lockedCourses.map((course) => [course.id, course.title]));
  const names = studentNames(tx, ctx.companyId);
  const found = await tx
    .select({ id: names.id, firstname: names.firstname, lastname: names.lastname })
    .from(names)
    .where(inArray(names.id, studentIds));
  const students = new Map(found.map((student) => [student.id, personName(student)]));
  const unknown = pairs.findIndex((pair) => !titles.has(pair.courseId) || !students.has(pair.studentId));
  if (unknown >= 0) throw new AppError("NOT_FOUND", { field: fieldOf(unknown) });

  const removed = await tx
    .delete(enrolments)
    .where(
      and(
        eq(enrolments.companyId, ctx.companyId),
        inArray(enrolments.courseId, courseIds),
        inArray(enrolments.studentId, studentIds),
        sql`(${enrolments.courseId}, ${enrolments.studentId}) in (${sql.join(
          unique.map((pair) => sql`(cast(${pair.courseId} as uuid), cast(${pair.studentId} as uuid))`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ courseId: enrolments.courseId, studentId: enrolments.studentId });
  const withdrawn = new Set(removed.map(pairKey));
  const details = pairs.flatMap((pair, index) =>
    withdrawn.has(pairKey(pair))
      ? []
      : [
          {
            field: fieldOf(index) ?? "studentId",
            message: ENROLMENT_MESSAGES.notEnrolled(
              students.get(pair.studentId) ?? "",
              titles.get(pair.courseId) ?? "",
            ),
          },
        ],
  );
  const [first] = details;
  if (first) {
    // Thrown inside the transaction: the enrolments deleted above come back.
    throw new AppError("NOT_ENROLLED", {
      field: first.field,
      message: details.length === 1 ? first.message : ENROLMENT_MESSAGES.notEnrolledMany(details.length),
      details: details.slice(0, MAX_DETAILS),
    });
  }
  await recordEnrolmentChanges(tx, clock, ctx, "withdraw", removed, note);
  const change = { effectiveOn: effectiveDay(clock, note), reason: note.reason ?? null };
  await recordAudits(
    tx,
    ctx,
    removed.map(
      (pair): AuditEntry => ({
        action: "unenrol",
        entity: "course",
        entityId: pair.courseId,
        before: { studentId: pair.studentId },
        after: change,
      }),
    ),
  );
  return removed.length;
}

/** Removes a student from a course (today); 404 for another company's, 409 when the student does not follow it. */
export async function unenrolStudent(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  studentId: string,
): Promise<void> {
  await db.transaction((tx) =>
    withdrawEnrolmentsIn(tx, clock, ctx, [{ courseId: id, studentId }], {}, () => undefined),
  );
}
