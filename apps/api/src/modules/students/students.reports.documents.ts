import type { ExportFormat, StudentExportQuery, StudentFilters } from "@campus/contracts/students";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { students } from "../../db/schema/index.ts";
import { requireCourse } from "../../platform/access/course-access.ts";
import { seesEveryStudent } from "../../platform/access/student-access.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { fileSlug } from "../../platform/documents.ts";
import { AppError } from "../../platform/errors.ts";
import { parisDay } from "../../platform/paris-time.ts";
import { getSchoolOptions, matchesSearch } from "../school/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { buildStudentsPdf, buildStudentsXlsx, type StudentsDocument } from "./students.export.documents.ts";
import {
  listCourseStudents,
  selectStudents,
  studentFilterSql,
  studentOrderBy,
  toStudent,
} from "./students.queries.ts";

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
  const day = parisDay(doc.generatedAt);
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
  if (!seesEveryStudent(ctx)) parts.push("Apprenants de mes cours");
  return parts.length > 0 ? parts.join(" · ") : "Tous les apprenants";
}

/** The students list (same filters as the list) as a PDF or a spreadsheet. */
export async function exportStudents(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  query: StudentExportQuery,
): Promise<ExportFile> {
  const where = studentFilterSql(db, ctx, query);
  // A capped count first: a refused export fetches no row.
  const matching = db
    .select({ one: sql`1` })
    .from(students)
    .where(where)
    .limit(EXPORT_MAX_ROWS[query.format] + 1)
    .as("matching");
  const [counted] = await db.select({ n: sql<number>`count(*)` }).from(matching);
  assertExportSize(query.format, Number(counted?.n ?? 0));
  const [company, subtitle, rows] = await Promise.all([
    getCompanyBranding(db, ctx.companyId),
    describeFilters(db, ctx, query),
    selectStudents(db, ctx)
      .where(where)
      .orderBy(...studentOrderBy(query.sort, matchesSearch(students.searchText, query.q) !== undefined))
      .limit(EXPORT_MAX_ROWS[query.format]),
  ]);
  return renderExport(query.format, "apprenants", {
    title: `${company.fullName} — Liste des apprenants`,
    subtitle,
    generatedAt: clock.now(),
    students: rows.map(toStudent),
  });
}

/** The students of one course as a PDF or a spreadsheet (a teacher: only a course they teach). */
export async function exportCourseStudents(
  db: Db,
  clock: Clock,
  ctx: Ctx,
  courseId: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const course = await requireCourse(db, ctx, "manage", courseId);
  const [company, list] = await Promise.all([
    getCompanyBranding(db, ctx.companyId),
    listCourseStudents(db, ctx, courseId),
  ]);
  assertExportSize(format, list.length);
  return renderExport(format, `apprenants-${fileSlug(course.title)}`, {
    title: `${company.fullName} — Apprenants du cours`,
    subtitle: `Cours : ${course.title}`,
    generatedAt: clock.now(),
    students: list,
  });
}
