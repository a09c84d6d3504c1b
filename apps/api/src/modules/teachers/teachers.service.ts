import type { Page } from "@campus/contracts/common";
import type {
  CreateTeacherBody,
  CreateTeacherResponse,
  Teacher,
  TeacherDetail,
  TeacherDetailView,
  TeacherListQuery,
  TeacherView,
  UpdateTeacherBody,
} from "@campus/contracts/teachers";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { teachers } from "../../db/schema/index.ts";
import { teacherView } from "../../platform/access/teacher-access.ts";
import { auditView, recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound, violatedUniqueConstraint } from "../../platform/errors.ts";
import { cappedTotal } from "../../platform/paging.ts";
import { searchKey } from "../../platform/search.ts";
import { listTeacherCourses, teacherCourseCount } from "../course-links/index.ts";
import { matchesSearch } from "../school/index.ts";
import { createUserAccount, deleteAccountWithOnlyRole, syncAccountIdentity } from "../users/index.ts";

export type TeacherRow = typeof teachers.$inferSelect;

/** The text the trigram index searches: names, e-mail and external id. */
export function teacherSearchText(t: {
  firstname: string;
  lastname: string;
  email: string;
  externalId?: string | null;
}): string {
  return searchKey(t.firstname, t.lastname, t.email, t.externalId);
}

const courseCount = teacherCourseCount(teachers.id).as("course_count");

function toTeacher(row: TeacherRow & { courseCount: number }): Teacher {
  return {
    id: row.id,
    userId: row.userId,
    externalId: row.externalId,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    speciality: row.speciality,
    courseCount: Number(row.courseCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const SORTS: Record<string, SQL[]> = {
  lastname: [sql`${teachers.lastname}`, sql`${teachers.firstname}`],
  firstname: [sql`${teachers.firstname}`, sql`${teachers.lastname}`],
  email: [sql`${teachers.email}`],
  createdAt: [sql`${teachers.createdAt}`],
};

function orderBy(sort: string | undefined): SQL[] {
  const key = sort ?? "lastname";
  const descending = key.startsWith("-");
  const columns = SORTS[descending ? key.slice(1) : key] ?? SORTS.lastname ?? [];
  return [...columns.map((column) => (descending ? desc(column) : asc(column))), asc(teachers.id)];
}

/** The company's teachers, paged, searched by name, e-mail or external id. */
export async function listTeachers(db: Db, ctx: Ctx, query: TeacherListQuery): Promise<Page<TeacherView>> {
  const where = and(eq(teachers.companyId, ctx.companyId), matchesSearch(teachers.searchText, query.q));
  const [rows, counted] = await Promise.all([
    db
      .select({ teacher: teachers, courseCount })
      .from(teachers)
      .where(where)
      .orderBy(...orderBy(query.sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    cappedTotal(db, db.select({ one: sql`1` }).from(teachers).where(where)),
  ]);
  return {
    items: rows.map((row) => ({
      ...toTeacher({ ...row.teacher, courseCount: row.courseCount }),
      view: teacherView(ctx, row.teacher),
    })),
    ...counted,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findTeacher(db: Executor, ctx: Ctx, id: string): Promise<TeacherRow> {
  const [row] = await db
    .select()
    .from(teachers)
    .where(and(eq(teachers.id, id), eq(teachers.companyId, ctx.companyId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A teacher's profile with the courses they teach. */
export async function getTeacher(db: Executor, ctx: Ctx, id: string): Promise<TeacherDetailView> {
  const row = await findTeacher(db, ctx, id);
  const courseRows = await listTeacherCourses(db, ctx, row.id);
  const detail: TeacherDetail = {
    ...toTeacher({ ...row, courseCount: courseRows.length }),
    courses: courseRows,
  };
  return { ...detail, view: teacherView(ctx, row) };
}

/** Maps the unique indexes of the teachers table to the answer the admin sees. */
function translateUniqueViolation(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint !== undefined) throw new AppError("EMAIL_IN_USE", { field: "email" });
  throw error;
}

/**
 * Creates a teacher profile and its sign-in account (role teacher, the caller's company and
 * instance, the configured default password) in one transaction.
 */
export async function createTeacher(
  db: Db,
  ctx: Ctx,
  body: CreateTeacherBody,
  defaultPassword: string,
): Promise<CreateTeacherResponse> {
  try {
    const id = await db.transaction(async (tx) => {
      const row = await insertTeacherWithAccount(tx, ctx, body, defaultPassword);
      await recordAudit(tx, ctx, {
        action: "create",
        entity: "teacher",
        entityId: row.id,
        after: auditView(row),
      });
      return row.id;
    });
    return { teacher: await getTeacher(db, ctx, id), defaultPassword };
  } catch (error) {
    return translateUniqueViolation(error);
  }
}

/** Inserts the account then the profile linked to it; the imports call it too. */
export async function insertTeacherWithAccount(
  tx: Executor,
  ctx: Ctx,
  body: CreateTeacherBody,
  defaultPassword: string,
): Promise<TeacherRow> {
  const [existing] = await tx
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.companyId, ctx.companyId), eq(sql`lower(${teachers.email})`, body.email)))
    .limit(1);
  if (existing) throw new AppError("EMAIL_IN_USE", { field: "email" });
  const user = await createUserAccount(tx, ctx, {
    email: body.email,
    password: defaultPassword,
    firstname: body.firstname,
    lastname: body.lastname,
    roles: ["teacher"],
    externalId: body.externalId,
    phoneNumber: body.phone,
  });
  const [row] = await tx
    .insert(teachers)
    .values({
      companyId: ctx.companyId,
      userId: user.id,
      externalId: body.externalId,
      firstname: body.firstname,
      lastname: body.lastname,
      email: body.email,
      phone: body.phone,
      speciality: body.speciality,
      searchText: teacherSearchText(body),
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    })
    .returning();
  if (!row) throw new AppError("INTERNAL");
  return row;
}

/** Applies an edit to a teacher profile and its account's names and e-mail; returns the row before and after. */
export async function applyTeacherUpdate(
  tx: Executor,
  clock: Clock,
  ctx: Ctx,
  before: TeacherRow,
  body: UpdateTeacherBody,
): Promise<TeacherRow> {
  const next = {
    firstname: body.firstname ?? before.firstname,
    lastname: body.lastname ?? before.lastname,
    email: body.email ?? before.email,
    phone: body.phone === undefined ? before.phone : body.phone,
    speciality: body.speciality === undefined ? before.speciality : body.speciality,
    externalId: body.externalId === undefined ? before.externalId : body.externalId,
  };
  const [after] = await tx
    .update(teachers)
    .set({ ...next, searchText: teacherSearchText(next), updatedBy: ctx.userId, updatedAt: clock.now() })
    .where(and(eq(teachers.id, before.id), eq(teachers.companyId, ctx.companyId)))
    .returning();
  if (!after) throw notFound();
  if (after.userId) await syncAccountIdentity(tx, clock, ctx, after.userId, next);
  return after;
}

/** Edits a teacher profile; the linked account keeps the same names and e-mail. */
export async function updateTeacher(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  id: string,
  body: UpdateTeacherBody,
): Promise<TeacherDetailView> {
  try {
    await db.transaction(async (tx) => {
      const before = await findTeacher(tx, ctx, id);
      const after = await applyTeacherUpdate(tx, clock, ctx, before, body);
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "teacher",
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
    });
  } catch (error) {
    translateUniqueViolation(error);
  }
  return getTeacher(db, ctx, id);
}

/** Deletes a teacher profile (and its account when teaching was its only role); their courses lose them. */
export async function deleteTeacher(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findTeacher(tx, ctx, id);
    await tx.delete(teachers).where(and(eq(teachers.id, id), eq(teachers.companyId, ctx.companyId)));
    if (before.userId) await deleteAccountWithOnlyRole(tx, ctx, before.userId, "teacher");
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "teacher",
      entityId: id,
      before: auditView(before),
    });
  });
}
