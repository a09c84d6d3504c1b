import type { Page } from "@campus/contracts/common";
import { ADMIN_ROLES } from "@campus/contracts/roles";
import type {
  CreateStudentBody,
  ExportFormat,
  Student,
  StudentDetail,
  StudentDetailView,
  StudentExportQuery,
  StudentFilters,
  StudentListQuery,
  StudentView,
  UpdateStudentBody,
} from "@campus/contracts/students";
import { and, asc, desc, eq, inArray, not, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import {
  cohorts,
  courses,
  courseTeachers,
  enrolments,
  levels,
  programmes,
  students,
  teachers,
  tracks,
  whitelistEntries,
} from "../../db/schema/index.ts";
import { auditView, recordAudit } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { fileSlug } from "../../platform/documents.ts";
import { AppError, notFound, violatedUniqueConstraint } from "../../platform/errors.ts";
import { searchKey } from "../../platform/search.ts";
import { getCompanyBranding } from "../companies/companies.service.ts";
import { assertReferenceIds, getSchoolOptions, matchesSearch } from "../school/school.service.ts";
import { deleteAccountWithOnlyRole, syncAccountIdentity } from "../users/users.service.ts";
import { buildStudentsPdf, buildStudentsXlsx, type StudentsDocument } from "./students.export.ts";

type StudentRow = typeof students.$inferSelect;

/**
 * Moves the trigram index's pending entries into the index proper. GIN indexes queue new rows in a
 * pending list that every search scans; PostgreSQL's autovacuum empties it, PGlite has no
 * autovacuum. Called after bulk writes; best effort (it needs to own the index).
 */
export async function flushStudentSearchIndex(db: Db): Promise<void> {
  try {
    await db.execute(sql`select gin_clean_pending_list('students_search_trgm'::regclass)`);
  } catch {
    // Not the index owner, or no pending list: the searches stay correct, only slower.
  }
}

/** Whether the caller manages the school's data (any admin role) rather than teaching in it. */
export function managesSchool(ctx: Ctx): boolean {
  return ctx.roles.some((role) => ADMIN_ROLES.includes(role));
}

/** The text the trigram index searches: names, usage name, e-mail and student number. */
export function studentSearchText(s: {
  firstname: string;
  lastname: string;
  usageName?: string | null;
  email: string;
  studentNumber: string;
}): string {
  return searchKey(s.firstname, s.lastname, s.usageName, s.email, s.studentNumber);
}

/**
 * Presentiel, or listed in the whitelist (the spec's rule), computed in the same query. The IN form
 * lets PostgreSQL hash the company's entries once instead of probing them row by row.
 */
export function whitelistedSql(companyId: string) {
  return sql<boolean>`(${students.presentiel} or ${students.id} in (select ${whitelistEntries.studentId} from ${whitelistEntries} where ${whitelistEntries.companyId} = ${companyId}))`;
}

/** The ids of the students enrolled in one of the courses the calling teacher teaches. */
function taughtStudentIds(ctx: Ctx) {
  return sql`(select ${enrolments.studentId} from ${enrolments}
    inner join ${courseTeachers} on ${courseTeachers.courseId} = ${enrolments.courseId}
    inner join ${teachers} on ${teachers.id} = ${courseTeachers.teacherId}
    where ${teachers.userId} = ${ctx.userId} and ${teachers.companyId} = ${ctx.companyId}
      and ${enrolments.companyId} = ${ctx.companyId})`;
}

/** The caller's company, and for a teacher only the students of their courses. */
export function visibleStudents(ctx: Ctx): SQL {
  const company = eq(students.companyId, ctx.companyId);
  if (managesSchool(ctx)) return company;
  return and(company, sql`${students.id} in ${taughtStudentIds(ctx)}`) ?? company;
}

export function studentFilterSql(ctx: Ctx, filters: StudentFilters): SQL | undefined {
  return and(
    visibleStudents(ctx),
    matchesSearch(students.searchText, filters.q),
    filters.programmeId ? eq(students.programmeId, filters.programmeId) : undefined,
    filters.levelId ? eq(students.levelId, filters.levelId) : undefined,
    filters.cohortId ? eq(students.cohortId, filters.cohortId) : undefined,
    filters.whitelisted === undefined
      ? undefined
      : filters.whitelisted
        ? whitelistedSql(ctx.companyId)
        : not(whitelistedSql(ctx.companyId)),
  );
}

const SORT_COLUMNS = {
  lastname: [students.lastname, students.firstname],
  firstname: [students.firstname, students.lastname],
  email: [students.email],
  studentNumber: [students.studentNumber],
  createdAt: [students.createdAt],
  updatedAt: [students.updatedAt],
} as const;

/**
 * The ORDER BY of a list. With a search, text keys are wrapped (`|| ''`, same order) so that the
 * planner does not walk the name index filtering every row: matches of one name sit together in
 * that index, so it may read most of it to fill a page. It then takes the trigram index and sorts
 * the few matches instead.
 */
export function studentOrderBy(sort: string | undefined, isSearch = false): SQL[] {
  const key = sort ?? "lastname";
  const descending = key.startsWith("-");
  const field = (descending ? key.slice(1) : key) as keyof typeof SORT_COLUMNS;
  const columns = SORT_COLUMNS[field] ?? SORT_COLUMNS.lastname;
  return [
    ...columns.map((column) => {
      const expression = isSearch && column.dataType === "string" ? sql`(${column} || '')` : sql`${column}`;
      return descending ? desc(expression) : asc(expression);
    }),
    asc(students.id),
  ];
}

/** One query for the rows of a student list: the student, its reference names and the whitelist status. */
export function selectStudents(db: Executor, ctx: Ctx) {
  return db
    .select({
      student: students,
      programmeName: programmes.name,
      levelLabel: levels.label,
      cohortName: cohorts.name,
      trackName: tracks.name,
      whitelisted: whitelistedSql(ctx.companyId),
    })
    .from(students)
    .leftJoin(programmes, eq(programmes.id, students.programmeId))
    .leftJoin(levels, eq(levels.id, students.levelId))
    .leftJoin(cohorts, eq(cohorts.id, students.cohortId))
    .leftJoin(tracks, eq(tracks.id, students.trackId));
}

export type StudentListRow = Awaited<ReturnType<ReturnType<typeof selectStudents>["execute"]>>[number];

export function toStudent(row: StudentListRow): Student {
  const s = row.student;
  return {
    id: s.id,
    studentNumber: s.studentNumber,
    usageName: s.usageName,
    firstname: s.firstname,
    lastname: s.lastname,
    email: s.email,
    postalAddress: s.postalAddress,
    postalCode: s.postalCode,
    programmeId: s.programmeId,
    programmeName: row.programmeName,
    levelId: s.levelId,
    levelLabel: row.levelLabel,
    cohortId: s.cohortId,
    cohortName: row.cohortName,
    trackId: s.trackId,
    trackName: row.trackName,
    presentiel: s.presentiel,
    note: s.note,
    comment: s.comment,
    whitelisted: Boolean(row.whitelisted),
    createdAt: s.createdAt.toISOString(),
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** Administrators see a student in full; a teacher without the postal address (the serializer drops it). */
function studentView(ctx: Ctx): "full" | "limited" {
  return managesSchool(ctx) ? "full" : "limited";
}

/** The company's students (a teacher: those of their courses), paged, searched and filtered. */
export async function listStudents(db: Db, ctx: Ctx, query: StudentListQuery): Promise<Page<StudentView>> {
  const where = studentFilterSql(ctx, query);
  const [rows, [totalRow]] = await Promise.all([
    selectStudents(db, ctx)
      .where(where)
      .orderBy(...studentOrderBy(query.sort, matchesSearch(students.searchText, query.q) !== undefined))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: sql<number>`count(*)` }).from(students).where(where),
  ]);
  return {
    items: rows.map((row) => ({ ...toStudent(row), view: studentView(ctx) })),
    total: Number(totalRow?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function findStudent(db: Executor, ctx: Ctx, id: string): Promise<StudentRow> {
  const [row] = await db
    .select()
    .from(students)
    .where(and(eq(students.id, id), visibleStudents(ctx)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** A student's profile: identity, courses and whitelist status. */
export async function getStudent(db: Executor, ctx: Ctx, id: string): Promise<StudentDetailView> {
  const [row] = await selectStudents(db, ctx)
    .where(and(eq(students.id, id), visibleStudents(ctx)))
    .limit(1);
  if (!row) throw notFound();
  const [courseRows, [listed]] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title, archived: courses.archived })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(and(eq(enrolments.studentId, id), eq(courses.companyId, ctx.companyId)))
      .orderBy(asc(courses.archived), asc(courses.title)),
    db
      .select({ studentId: whitelistEntries.studentId })
      .from(whitelistEntries)
      .where(and(eq(whitelistEntries.companyId, ctx.companyId), eq(whitelistEntries.studentId, id)))
      .limit(1),
  ]);
  const detail: StudentDetail = {
    ...toStudent(row),
    userId: row.student.userId,
    inWhitelist: Boolean(listed),
    courses: courseRows,
  };
  return { ...detail, view: studentView(ctx) };
}

const DUPLICATE_NUMBER = () =>
  new AppError("CONFLICT", { field: "studentNumber", message: "Ce numéro étudiant est déjà utilisé." });
const DUPLICATE_EMAIL = () =>
  new AppError("EMAIL_IN_USE", {
    field: "email",
    message: "Cet e-mail est déjà utilisé par un autre apprenant.",
  });

/** Refuses a student number or e-mail another student of the company already has. */
async function assertUnique(
  db: Executor,
  ctx: Ctx,
  values: { studentNumber: string; email: string },
  exceptId?: string,
): Promise<void> {
  const rows = await db
    .select({ id: students.id, studentNumber: students.studentNumber })
    .from(students)
    .where(
      and(
        eq(students.companyId, ctx.companyId),
        or(
          eq(students.studentNumber, values.studentNumber),
          eq(sql`lower(${students.email})`, values.email.toLowerCase()),
        ),
      ),
    );
  const others = rows.filter((row) => row.id !== exceptId);
  if (others.some((row) => row.studentNumber === values.studentNumber)) throw DUPLICATE_NUMBER();
  if (others.length > 0) throw DUPLICATE_EMAIL();
}

function translateUniqueViolation(error: unknown): never {
  const constraint = violatedUniqueConstraint(error);
  if (constraint === undefined) throw error;
  if (constraint.includes("number")) throw DUPLICATE_NUMBER();
  throw DUPLICATE_EMAIL();
}

export type StudentValues = Omit<CreateStudentBody, "presentiel"> & { presentiel: boolean };

/** Inserts a student of the caller's company (the imports call it too); checks uniqueness first. */
export async function insertStudent(tx: Executor, ctx: Ctx, values: StudentValues): Promise<StudentRow> {
  await assertUnique(tx, ctx, values);
  const [row] = await tx
    .insert(students)
    .values({
      ...values,
      companyId: ctx.companyId,
      searchText: studentSearchText(values),
      createdBy: ctx.userId,
      updatedBy: ctx.userId,
    })
    .returning();
  if (!row) throw new AppError("INTERNAL");
  return row;
}

/** Updates a student row with the given values; its account follows its names and e-mail. */
export async function applyStudentUpdate(
  tx: Executor,
  ctx: Ctx,
  before: StudentRow,
  body: UpdateStudentBody,
): Promise<StudentRow> {
  const next: StudentValues = {
    studentNumber: body.studentNumber ?? before.studentNumber,
    firstname: body.firstname ?? before.firstname,
    lastname: body.lastname ?? before.lastname,
    usageName: body.usageName === undefined ? before.usageName : body.usageName,
    email: body.email ?? before.email,
    postalAddress: body.postalAddress === undefined ? before.postalAddress : body.postalAddress,
    postalCode: body.postalCode === undefined ? before.postalCode : body.postalCode,
    programmeId: body.programmeId === undefined ? before.programmeId : body.programmeId,
    levelId: body.levelId === undefined ? before.levelId : body.levelId,
    cohortId: body.cohortId === undefined ? before.cohortId : body.cohortId,
    trackId: body.trackId === undefined ? before.trackId : body.trackId,
    presentiel: body.presentiel ?? before.presentiel,
    note: body.note === undefined ? before.note : body.note,
    comment: body.comment === undefined ? before.comment : body.comment,
  };
  await assertUnique(tx, ctx, next, before.id);
  const [after] = await tx
    .update(students)
    .set({ ...next, searchText: studentSearchText(next), updatedBy: ctx.userId, updatedAt: new Date() })
    .where(and(eq(students.id, before.id), eq(students.companyId, ctx.companyId)))
    .returning();
  if (!after) throw notFound();
  const identityChanged =
    after.firstname !== before.firstname ||
    after.lastname !== before.lastname ||
    after.email !== before.email;
  if (after.userId && identityChanged) await syncAccountIdentity(tx, ctx, after.userId, after);
  return after;
}

/** Creates a student in the caller's company. */
export async function createStudent(db: Db, ctx: Ctx, body: CreateStudentBody): Promise<StudentDetailView> {
  try {
    const id = await db.transaction(async (tx) => {
      await assertReferenceIds(tx, ctx, body);
      const row = await insertStudent(tx, ctx, body);
      await recordAudit(tx, ctx, {
        action: "create",
        entity: "student",
        entityId: row.id,
        after: auditView(row),
      });
      return row.id;
    });
    return await getStudent(db, ctx, id);
  } catch (error) {
    return translateUniqueViolation(error);
  }
}

/** Edits a student of the caller's company. */
export async function updateStudent(
  db: Db,
  ctx: Ctx,
  id: string,
  body: UpdateStudentBody,
): Promise<StudentDetailView> {
  try {
    await db.transaction(async (tx) => {
      const before = await findStudent(tx, ctx, id);
      await assertReferenceIds(tx, ctx, body);
      const after = await applyStudentUpdate(tx, ctx, before, body);
      await recordAudit(tx, ctx, {
        action: "update",
        entity: "student",
        entityId: id,
        before: auditView(before),
        after: auditView(after),
      });
    });
  } catch (error) {
    translateUniqueViolation(error);
  }
  return getStudent(db, ctx, id);
}

/** Deletes a student (their enrolments, grades and attendance go with them, and a student-only account). */
export async function deleteStudent(db: Db, ctx: Ctx, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findStudent(tx, ctx, id);
    await tx.delete(students).where(and(eq(students.id, id), eq(students.companyId, ctx.companyId)));
    if (before.userId) await deleteAccountWithOnlyRole(tx, ctx, before.userId, "student");
    await recordAudit(tx, ctx, {
      action: "delete",
      entity: "student",
      entityId: id,
      before: auditView(before),
    });
  });
}

/** Whether the caller may see a course: in their company, and for a teacher one they teach. */
export async function assertCourseVisible(
  db: Executor,
  ctx: Ctx,
  courseId: string,
): Promise<{ title: string }> {
  const [course] = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.companyId, ctx.companyId)))
    .limit(1);
  if (!course) throw notFound();
  if (!managesSchool(ctx)) {
    const [taught] = await db
      .select({ courseId: courseTeachers.courseId })
      .from(courseTeachers)
      .innerJoin(teachers, eq(teachers.id, courseTeachers.teacherId))
      .where(
        and(
          eq(courseTeachers.courseId, courseId),
          eq(teachers.userId, ctx.userId),
          eq(teachers.companyId, ctx.companyId),
        ),
      )
      .limit(1);
    if (!taught) throw notFound();
  }
  return course;
}

/** The students of a course, in name order (the course must be visible to the caller). */
export async function listCourseStudents(db: Executor, ctx: Ctx, courseId: string): Promise<Student[]> {
  await assertCourseVisible(db, ctx, courseId);
  const rows = await selectStudents(db, ctx)
    .where(
      and(
        eq(students.companyId, ctx.companyId),
        inArray(
          students.id,
          db
            .select({ id: enrolments.studentId })
            .from(enrolments)
            .where(and(eq(enrolments.courseId, courseId), eq(enrolments.companyId, ctx.companyId))),
        ),
      ),
    )
    .orderBy(...studentOrderBy(undefined));
  return rows.map(toStudent);
}

/** A generated file, ready to send. */
export interface ExportFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * Most rows one export holds (pdfkit lays out about 2,000 rows a second, on the server's thread):
 * beyond, the caller is asked to narrow the filters rather than given a cut list.
 */
const EXPORT_MAX_ROWS = { pdf: 5_000, xlsx: 20_000 } as const satisfies Record<ExportFormat, number>;

function assertExportSize(format: ExportFormat, count: number): void {
  if (count <= EXPORT_MAX_ROWS[format]) return;
  const max = EXPORT_MAX_ROWS[format].toLocaleString("fr-FR");
  throw new AppError("VALIDATION", {
    message:
      format === "pdf"
        ? `Plus de ${max} apprenants : affinez les filtres ou exportez en XLSX.`
        : `Plus de ${max} apprenants : affinez les filtres.`,
  });
}

async function renderExport(format: ExportFormat, name: string, doc: StudentsDocument): Promise<ExportFile> {
  const day = doc.generatedAt.toISOString().slice(0, 10);
  if (format === "pdf") {
    return {
      filename: `${name}-${day}.pdf`,
      contentType: "application/pdf",
      body: await buildStudentsPdf(doc),
    };
  }
  return {
    filename: `${name}-${day}.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: await buildStudentsXlsx(doc),
  };
}

/** Words for the filters of a list, for the export's subtitle. */
async function describeFilters(db: Db, ctx: Ctx, filters: StudentFilters): Promise<string> {
  const options = await getSchoolOptions(db, ctx);
  const parts: string[] = [];
  if (filters.programmeId) {
    parts.push(
      `Programme : ${options.programmes.find((p) => p.id === filters.programmeId)?.name ?? "inconnu"}`,
    );
  }
  if (filters.levelId) {
    parts.push(`Niveau : ${options.levels.find((l) => l.id === filters.levelId)?.label ?? "inconnu"}`);
  }
  if (filters.cohortId) {
    parts.push(`Session : ${options.cohorts.find((c) => c.id === filters.cohortId)?.name ?? "inconnue"}`);
  }
  if (filters.whitelisted !== undefined) parts.push(`Whitelist : ${filters.whitelisted ? "oui" : "non"}`);
  if (filters.q) parts.push(`Recherche : « ${filters.q} »`);
  if (!managesSchool(ctx)) parts.push("Apprenants de mes cours");
  return parts.length > 0 ? parts.join(" · ") : "Tous les apprenants";
}

/** The students list (same filters as the list) as a PDF or a spreadsheet. */
export async function exportStudents(db: Db, ctx: Ctx, query: StudentExportQuery): Promise<ExportFile> {
  const [company, subtitle, rows] = await Promise.all([
    getCompanyBranding(db, ctx.companyId),
    describeFilters(db, ctx, query),
    selectStudents(db, ctx)
      .where(studentFilterSql(ctx, query))
      .orderBy(...studentOrderBy(query.sort, matchesSearch(students.searchText, query.q) !== undefined))
      .limit(EXPORT_MAX_ROWS[query.format] + 1),
  ]);
  assertExportSize(query.format, rows.length);
  return renderExport(query.format, "apprenants", {
    title: `${company.fullName} — Liste des apprenants`,
    subtitle,
    generatedAt: new Date(),
    students: rows.map(toStudent),
  });
}

/** The students of one course as a PDF or a spreadsheet (a teacher: only a course they teach). */
export async function exportCourseStudents(
  db: Db,
  ctx: Ctx,
  courseId: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const course = await assertCourseVisible(db, ctx, courseId);
  const [company, list] = await Promise.all([
    getCompanyBranding(db, ctx.companyId),
    listCourseStudents(db, ctx, courseId),
  ]);
  assertExportSize(format, list.length);
  return renderExport(format, `apprenants-${fileSlug(course.title)}`, {
    title: `${company.fullName} — Apprenants du cours`,
    subtitle: `Cours : ${course.title}`,
    generatedAt: new Date(),
    students: list,
  });
}

/**
 * Whether a student's sign-in account may be used: when the company's whitelist feature is on,
 * only a student who is presentiel or listed may sign in (DESIGN.md section 10).
 */
export async function isStudentAccountWhitelisted(
  db: Db,
  companyId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ whitelisted: whitelistedSql(companyId) })
    .from(students)
    .where(and(eq(students.companyId, companyId), eq(students.userId, userId)))
    .limit(1);
  return Boolean(row?.whitelisted);
}
