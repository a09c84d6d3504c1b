import { ADMIN_ROLES } from "@campus/contracts/roles";
import { type AnyColumn, and, eq, exists, type SQL, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { courses, courseTeachers, enrolments, students, teachers } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";

// Who may see and change what in the teaching area (slots, attendance, evaluations):
// administrators every course of their company, a teacher the courses they teach
// (course_teachers ↔ teachers.user_id), a student the courses they are enrolled in.
// Anything outside that answers 404, whether it exists or not.

/** superadmin, superadmincom or admin. */
export const isAdministrator = (ctx: Ctx): boolean => ctx.roles.some((role) => ADMIN_ROLES.includes(role));

/** SQL: the caller teaches the course in `courseColumn`. */
export function callerTeaches(db: Executor, ctx: Ctx, courseColumn: AnyColumn | SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
      .where(
        and(
          eq(courseTeachers.courseId, courseColumn),
          eq(teachers.companyId, ctx.companyId),
          eq(teachers.userId, ctx.userId),
        ),
      ),
  );
}

/** SQL: the caller is a student enrolled in the course in `courseColumn`. */
export function callerEnrolled(db: Executor, ctx: Ctx, courseColumn: AnyColumn | SQL): SQL {
  return exists(
    db
      .select({ one: sql`1` })
      .from(enrolments)
      .innerJoin(students, eq(students.id, enrolments.studentId))
      .where(
        and(
          eq(enrolments.courseId, courseColumn),
          eq(students.companyId, ctx.companyId),
          eq(students.userId, ctx.userId),
        ),
      ),
  );
}

/** The caller's teacher record in their company, or null. */
export async function callerTeacherId(db: Executor, ctx: Ctx): Promise<string | null> {
  const [row] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.companyId, ctx.companyId), eq(teachers.userId, ctx.userId)))
    .limit(1);
  return row?.id ?? null;
}

export interface ManagedCourse {
  id: string;
  title: string;
  thematicTitle: string;
}

/** A course the caller manages (administrator: any of the company's; teacher: one they teach); 404 otherwise. */
export async function requireManagedCourse(db: Executor, ctx: Ctx, courseId: string): Promise<ManagedCourse> {
  const [row] = await db
    .select({ id: courses.id, title: courses.title, thematicTitle: courses.thematicTitle })
    .from(courses)
    .where(
      and(
        eq(courses.id, courseId),
        eq(courses.companyId, ctx.companyId),
        isAdministrator(ctx) ? undefined : callerTeaches(db, ctx, courses.id),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** SQL limiting rows of `courseColumn` to the courses the caller manages (undefined: all of the company's). */
export function managedCourses(db: Executor, ctx: Ctx, courseColumn: AnyColumn | SQL): SQL | undefined {
  return isAdministrator(ctx) ? undefined : callerTeaches(db, ctx, courseColumn);
}
