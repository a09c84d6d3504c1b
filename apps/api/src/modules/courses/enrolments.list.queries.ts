import type { Page } from "@campus/contracts/common";
import type {
  Enrolment,
  EnrolmentChange,
  EnrolmentHistoryQuery,
  EnrolmentListQuery,
} from "@campus/contracts/enrolments";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { enrolmentChanges, enrolments } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { courseTitles } from "../course-links/index.ts";
import { matchesSearch } from "../school/index.ts";
import { studentCards, studentNames } from "../student-cards/index.ts";
import { accountNames } from "../users/index.ts";

// What the enrolments page reads: who follows which course now (the enrolments table), and the history
// of enrolments and withdrawals (enrolment_changes). Students, courses and authors are the subqueries
// of their modules, joined in one statement per page.

/**
 * The day an enrolment took effect: its latest recorded enrolment's effective day, or the day it was
 * recorded for the enrolments older than the history.
 */
const sinceDay = sql<string>`coalesce(
  (select to_char(${enrolmentChanges.effectiveOn}, 'YYYY-MM-DD') from ${enrolmentChanges}
    where ${enrolmentChanges.companyId} = ${enrolments.companyId}
      and ${enrolmentChanges.courseId} = ${enrolments.courseId}
      and ${enrolmentChanges.studentId} = ${enrolments.studentId}
      and ${enrolmentChanges.change} = 'enrol'
    order by ${enrolmentChanges.createdAt} desc limit 1),
  to_char(${enrolments.createdAt} at time zone 'Europe/Paris', 'YYYY-MM-DD'))`;

/** The company's enrolments, filtered by the student's placement, the course or the student, one page at a time. */
export async function listEnrolments(db: Db, ctx: Ctx, query: EnrolmentListQuery): Promise<Page<Enrolment>> {
  const cards = studentCards(db, ctx.companyId);
  const titles = courseTitles(db, ctx.companyId);
  const where = and(
    eq(enrolments.companyId, ctx.companyId),
    query.courseId ? eq(enrolments.courseId, query.courseId) : undefined,
    query.studentId ? eq(enrolments.studentId, query.studentId) : undefined,
    query.programmeId ? eq(cards.programmeId, query.programmeId) : undefined,
    query.levelId ? eq(cards.levelId, query.levelId) : undefined,
    query.cohortId ? eq(cards.cohortId, query.cohortId) : undefined,
    matchesSearch(cards.searchText, query.q),
  );
  // Ties end on the enrolment's key, so that pages never share nor skip a row.
  const byStudent = (direction: typeof asc) => [
    direction(cards.lastname),
    direction(cards.firstname),
    asc(enrolments.studentId),
    asc(titles.title),
    asc(enrolments.courseId),
  ];
  const byCourse = (direction: typeof asc) => [
    direction(titles.title),
    asc(enrolments.courseId),
    asc(cards.lastname),
    asc(cards.firstname),
    asc(enrolments.studentId),
  ];
  const bySince = (direction: typeof asc) => [
    direction(enrolments.createdAt),
    asc(cards.lastname),
    asc(enrolments.studentId),
    asc(enrolments.courseId),
  ];
  // `student`, `course` or `since`, `-` first for descending.
  const sortDirection = query.sort.startsWith("-") ? desc : asc;
  const sortField = query.sort.replace(/^-/, "");
  const order: SQL[] =
    sortField === "course"
      ? byCourse(sortDirection)
      : sortField === "since"
        ? bySince(sortDirection)
        : byStudent(sortDirection);
  const [rows, counted] = await Promise.all([
    db
      .select({
        courseId: enrolments.courseId,
        courseTitle: titles.title,
        student: {
          id: cards.id,
          studentNumber: cards.studentNumber,
          firstname: cards.firstname,
          lastname: cards.lastname,
          usageName: cards.usageName,
          programmeName: cards.programmeName,
          levelLabel: cards.levelLabel,
          cohortName: cards.cohortName,
        },
        since: sinceDay,
      })
      .from(enrolments)
      .innerJoin(cards, eq(cards.id, enrolments.studentId))
      .innerJoin(titles, eq(titles.id, enrolments.courseId))
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(
      db,
      db
        .select({ one: sql`1` })
        .from(enrolments)
        .innerJoin(cards, eq(cards.id, enrolments.studentId))
        .where(where),
    ),
  ]);
  return {
    items: rows.map((row) => ({
      course: { id: row.courseId, title: row.courseTitle },
      student: row.student,
      since: row.since,
    })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** The enrolments and withdrawals of a student, of a course, or of the whole company: newest first. */
export async function listEnrolmentHistory(
  db: Db,
  ctx: Ctx,
  query: EnrolmentHistoryQuery,
): Promise<Page<EnrolmentChange>> {
  const names = studentNames(db, ctx.companyId);
  const titles = courseTitles(db, ctx.companyId);
  const authors = accountNames(db);
  const where = and(
    eq(enrolmentChanges.companyId, ctx.companyId),
    query.courseId ? eq(enrolmentChanges.courseId, query.courseId) : undefined,
    query.studentId ? eq(enrolmentChanges.studentId, query.studentId) : undefined,
  );
  const [rows, counted] = await Promise.all([
    db
      .select({
        change: enrolmentChanges,
        courseTitle: titles.title,
        student: {
          id: names.id,
          studentNumber: names.studentNumber,
          firstname: names.firstname,
          lastname: names.lastname,
          usageName: names.usageName,
        },
        authorId: authors.id,
        authorName: authors.displayName,
        authorFirstname: authors.firstname,
        authorLastname: authors.lastname,
      })
      .from(enrolmentChanges)
      .innerJoin(names, eq(names.id, enrolmentChanges.studentId))
      .innerJoin(titles, eq(titles.id, enrolmentChanges.courseId))
      .leftJoin(authors, eq(authors.id, enrolmentChanges.authorId))
      .where(where)
      // A batch shares its instant: its rows then follow the course and the student.
      .orderBy(
        desc(enrolmentChanges.createdAt),
        asc(titles.title),
        asc(names.lastname),
        asc(names.firstname),
        asc(enrolmentChanges.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(enrolmentChanges).where(where)),
  ]);
  return {
    items: rows.map(({ change, ...row }) => ({
      id: change.id,
      change: change.change === "withdraw" ? "withdraw" : "enrol",
      effectiveOn: change.effectiveOn,
      reason: change.reason,
      course: { id: change.courseId, title: row.courseTitle },
      student: row.student,
      author: row.authorId
        ? {
            id: row.authorId,
            name: row.authorName || `${row.authorFirstname ?? ""} ${row.authorLastname ?? ""}`.trim(),
          }
        : null,
      createdAt: change.createdAt.toISOString(),
    })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}
