import { hasStudentRole, hasTeacherRole } from "@campus/contracts/roles";
import { type AnyColumn, and, eq, exists, inArray, isNotNull, ne, not, or, type SQL, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/client.ts";
import { courseTeachers, enrolments, students, teachers, users } from "../../db/schema/index.ts";
import { conversationMembers, conversations } from "../../db/schema/messaging.ts";
import type { Ctx } from "../context.ts";
import { callerEnrolled, callerTeaches, isAdministrator, taughtStudentIds } from "./course-access.ts";

// Who may write to whom, in one place (see the top of @campus/contracts/chat):
//   a student → the teachers of their courses and the company's administrators;
//   a teacher → the students of their courses, the other teachers and the administrators;
//   an administrator → anyone of their company. Never another company, never oneself.
// Besides the rule, an existing conversation may always be read and answered by both people.
// Anything else answers 404 (the messages module's `requireCorrespondent`).

/** The administrators a student or a teacher may write to (the platform operator is not one of them). */
const CONTACT_ADMIN_ROLES = sql`array['admin','superadmincom']::text[]`;
const TEACHER_CONTACT_ROLES = sql`array['admin','superadmincom','teacher']::text[]`;
// As the partial indexes of users write them (the planner matches a predicate as written).
const ADMIN_ROLES_LITERAL = sql`array['admin', 'superadmincom']`;
const STAFF_ROLES_LITERAL = sql`array['admin', 'superadmincom', 'teacher']`;

/** The columns of a company's accounts a correspondent is chosen from. */
export interface PeopleColumns {
  id: AnyColumn;
  roles: AnyColumn;
  disabled: AnyColumn;
}

/**
 * The accounts of the students of the calling teacher's courses: their ids read first, as an array, then
 * each student by key (with `in (…)`, the planner hashed every student of the company: 20,000 read to
 * name a teacher's 2,000).
 */
const myStudents = (db: Executor, ctx: Ctx) =>
  db
    .select({ userId: sql<string>`${students.userId}`.as("user_id") })
    .from(students)
    .where(
      and(
        eq(students.companyId, ctx.companyId),
        isNotNull(students.userId),
        sql`${students.id} = any(array(${taughtStudentIds(db, ctx)}))`,
      ),
    );

/**
 * SQL: the account in `userColumn` is a student of one of the calling teacher's courses, checked from
 * that account's own enrolments (a thread with one person read all of a teacher's 2,000 students).
 */
const isMyStudent = (db: Executor, ctx: Ctx, userColumn: AnyColumn) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(students)
      .innerJoin(
        enrolments,
        and(eq(enrolments.companyId, students.companyId), eq(enrolments.studentId, students.id)),
      )
      .where(
        and(
          eq(students.companyId, ctx.companyId),
          eq(students.userId, userColumn),
          callerTeaches(db, ctx, enrolments.courseId),
        ),
      ),
  );

/** The accounts of the teachers of the calling student's courses. */
const myTeachers = (db: Executor, ctx: Ctx) =>
  db
    .select({ userId: sql<string>`${teachers.userId}`.as("user_id") })
    .from(courseTeachers)
    .innerJoin(
      teachers,
      and(
        eq(teachers.id, courseTeachers.teacherId),
        eq(teachers.companyId, ctx.companyId),
        isNotNull(teachers.userId),
      ),
    )
    .where(
      and(eq(courseTeachers.companyId, ctx.companyId), callerEnrolled(db, ctx, courseTeachers.courseId)),
    );

/** The company's accounts holding one of the roles of `rolesLiteral` (the predicate of a partial index of users). */
const accountsWithRoles = (db: Executor, ctx: Ctx, rolesLiteral: SQL) =>
  db
    .select({ userId: sql<string>`${users.id}`.as("user_id") })
    .from(users)
    .where(and(eq(users.companyId, ctx.companyId), sql`${users.roles} && ${rolesLiteral}`));

/**
 * A short list of the user ids among which the caller's correspondents are (undefined for an
 * administrator: anyone of the company): the administrators (and the teachers, for a teacher), the
 * people of the caller's courses, and those they already talk with. A superset of `correspondentScope`,
 * so that a list starts from these few people instead of walking every account of the company.
 */
export function correspondentCandidates(db: Executor, ctx: Ctx) {
  if (isAdministrator(ctx)) return undefined;
  const teacher = hasTeacherRole(ctx.roles);
  const staff = accountsWithRoles(db, ctx, teacher ? STAFF_ROLES_LITERAL : ADMIN_ROLES_LITERAL);
  return unionAll(
    partnersOf(db, ctx),
    staff,
    ...(teacher ? [myStudents(db, ctx)] : []),
    ...(hasStudentRole(ctx.roles) ? [myTeachers(db, ctx)] : []),
  );
}

/** The people the caller already has a conversation with (their side of each one names the other). */
const partnersOf = (db: Executor, ctx: Ctx) =>
  db
    .select({ userId: sql<string>`${conversationMembers.otherUserId}`.as("user_id") })
    .from(conversationMembers)
    .where(and(eq(conversationMembers.userId, ctx.userId), eq(conversationMembers.companyId, ctx.companyId)));

/**
 * SQL: `correspondentScope` for a person already among the caller's `correspondentCandidates`. Each
 * candidate of a student or a teacher is there by the rule's roles or courses, or as a partner, so
 * what is left to check is not oneself, and no disabled account without a conversation: the teacher's
 * students are not read a second time (the contacts of a teacher of 2,000 students did).
 */
export function candidateScope(db: Executor, ctx: Ctx, people: PeopleColumns): SQL {
  if (!hasTeacherRole(ctx.roles) && !hasStudentRole(ctx.roles)) return correspondentScope(db, ctx, people);
  return and(
    ne(people.id, ctx.userId),
    or(not(people.disabled), sql`${people.id} = any(array(${partnersOf(db, ctx)}))`),
  )!;
}

/**
 * SQL: the user in `userColumn` (with roles in `rolesColumn`, of the caller's company: the caller's
 * query keeps that filter) is someone the caller may start a conversation with; undefined: anyone.
 */
export function startableUsers(
  db: Executor,
  ctx: Ctx,
  userColumn: AnyColumn,
  rolesColumn: AnyColumn,
): SQL | undefined {
  if (isAdministrator(ctx)) return undefined;
  const allowed: SQL[] = [];
  if (hasTeacherRole(ctx.roles)) {
    allowed.push(sql`${rolesColumn} && ${TEACHER_CONTACT_ROLES}`, isMyStudent(db, ctx, userColumn));
  }
  if (hasStudentRole(ctx.roles)) {
    allowed.push(sql`${rolesColumn} && ${CONTACT_ADMIN_ROLES}`, inArray(userColumn, myTeachers(db, ctx)));
  }
  return allowed.length > 0 ? or(...allowed) : sql`false`;
}

/** The caller's conversation with the user in `userColumn`: the ordered pair of the unique index conversations_pair. */
export function pairWith(ctx: Ctx, userColumn: AnyColumn): SQL {
  return and(
    eq(conversations.companyId, ctx.companyId),
    eq(conversations.userLowId, sql`least(${userColumn}, ${ctx.userId}::uuid)`),
    eq(conversations.userHighId, sql`greatest(${userColumn}, ${ctx.userId}::uuid)`),
  )!;
}

/** SQL: the caller already has a conversation with the user in `userColumn`. */
function hasConversationWith(db: Executor, ctx: Ctx, userColumn: AnyColumn): SQL {
  return exists(db.select({ one: sql`1` }).from(conversations).where(pairWith(ctx, userColumn)));
}

/**
 * The list scope of correspondents. SQL: the caller may write to the person of `people` (the rule, or
 * an existing conversation); not a disabled account they never wrote to. `people` holds the caller's
 * company only.
 */
export function correspondentScope(db: Executor, ctx: Ctx, people: PeopleColumns): SQL {
  const startable = startableUsers(db, ctx, people.id, people.roles);
  const rule = and(not(people.disabled), startable ?? sql`true`);
  return and(ne(people.id, ctx.userId), or(rule, hasConversationWith(db, ctx, people.id)))!;
}
