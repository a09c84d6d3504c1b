import { hasStudentRole, hasTeacherRole } from "@campus/contracts/roles";
import { type AnyColumn, and, eq, exists, inArray, isNotNull, ne, not, or, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courseTeachers, students, teachers } from "../../db/schema/index.ts";
import { conversations } from "../../db/schema/messaging.ts";
import type { Ctx } from "../context.ts";
import { callerEnrolled, isAdministrator, managedStudents } from "./course-access.ts";

// Who may write to whom, in one place (see the top of @campus/contracts/chat):
//   a student → the teachers of their courses and the company's administrators;
//   a teacher → the students of their courses, the other teachers and the administrators;
//   an administrator → anyone of their company. Never another company, never oneself.
// Besides the rule, an existing conversation may always be read and answered by both people.
// Anything else answers 404 (the messages module's `requireCorrespondent`).

/** The administrators a student or a teacher may write to (the platform operator is not one of them). */
const CONTACT_ADMIN_ROLES = sql`array['admin','superadmincom']::text[]`;
const TEACHER_CONTACT_ROLES = sql`array['admin','superadmincom','teacher']::text[]`;

/** The columns of a company's accounts a correspondent is chosen from. */
export interface PeopleColumns {
  id: AnyColumn;
  roles: AnyColumn;
  disabled: AnyColumn;
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
    const myStudents = db
      .select({ userId: students.userId })
      .from(students)
      .where(
        and(
          eq(students.companyId, ctx.companyId),
          isNotNull(students.userId),
          managedStudents(db, ctx, students.id),
        ),
      );
    allowed.push(sql`${rolesColumn} && ${TEACHER_CONTACT_ROLES}`, inArray(userColumn, myStudents));
  }
  if (hasStudentRole(ctx.roles)) {
    const myTeachers = db
      .select({ userId: teachers.userId })
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
    allowed.push(sql`${rolesColumn} && ${CONTACT_ADMIN_ROLES}`, inArray(userColumn, myTeachers));
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
