import { randomUUID } from "node:crypto";
import {
  IMPORT_COLUMNS,
  IMPORT_REQUIRED_COLUMNS,
  type ImportAction,
  type ImportError,
  type ImportKind,
  type ImportReport,
  type ImportRow,
} from "@campus/contracts/imports";
import { studentEmailSchema, studentNumberSchema } from "@campus/contracts/students";
import { teacherEmailSchema } from "@campus/contracts/teachers";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db, Executor } from "../../db/client.ts";
import { courses, enrolments, students, teachers, users } from "../../db/schema/index.ts";
import { type AuditEntry, auditView, recordAudit, recordAudits } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { searchKey } from "../../platform/search.ts";
import { loadReferenceLookup } from "../school/school.service.ts";
import {
  applyStudentUpdate,
  flushStudentSearchIndex,
  type StudentValues,
  studentSearchText,
} from "../students/students.service.ts";
import { applyTeacherUpdate, insertTeacherWithAccount } from "../teachers/teachers.service.ts";
import type { Sheet, SheetRow } from "./imports.rows.ts";
import { parseSheetInWorker } from "./imports.sheet.ts";
import type { Upload } from "./imports.upload.ts";

/** Most data rows one file may hold. */
const MAX_ROWS = 20_000;
/** Rows per INSERT statement (well under PostgreSQL's 65,535 parameters). */
const BATCH = 500;

type Cell = string | boolean | null;

interface PlannedRow {
  row: number;
  data: Record<string, Cell>;
  action: ImportAction;
}

/** What an import would do: its rows, its errors and how to write it. */
interface Plan {
  rows: PlannedRow[];
  errors: ImportError[];
  write(tx: Executor): Promise<void>;
}

export interface ImportOptions {
  commit: boolean;
  defaultPassword: string;
}

// ---------------------------------------------------------------- cells

const requiredCell = (label: string, max: number) =>
  z
    .string({ error: `${label} est obligatoire` })
    .min(1, `${label} est obligatoire`)
    .max(max, `${max} caractères au maximum`);
const optionalCell = (max: number) =>
  z
    .string()
    .max(max, `${max} caractères au maximum`)
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null));

const postalCodeCell = z
  .string()
  .max(10, "Code postal invalide")
  .regex(/^[0-9A-Za-z -]*$/, "Code postal invalide")
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const TRUE_WORDS = new Set(["oui", "o", "yes", "y", "vrai", "true", "1", "x"]);
const FALSE_WORDS = new Set(["non", "n", "no", "faux", "false", "0"]);
const presentielCell = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined) return undefined;
    const word = searchKey(value);
    if (word === "") return null;
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    ctx.addIssue({ code: "custom", message: "Valeur attendue : oui ou non" });
    return z.NEVER;
  });

const studentRowSchema = z.object({
  numero_etudiant: studentNumberSchema,
  nom: requiredCell("Le nom", 100),
  prenom: requiredCell("Le prénom", 100),
  email: studentEmailSchema,
  nom_usage: optionalCell(100),
  adresse: optionalCell(300),
  code_postal: postalCodeCell,
  programme: optionalCell(200),
  niveau: optionalCell(100),
  session: optionalCell(200),
  presentiel: presentielCell,
  note: optionalCell(2000),
  commentaire: optionalCell(2000),
});

const teacherRowSchema = z.object({
  nom: requiredCell("Le nom", 100),
  prenom: requiredCell("Le prénom", 100),
  email: teacherEmailSchema,
  telephone: optionalCell(30),
  specialite: optionalCell(200),
  identifiant_externe: optionalCell(100),
});

const enrolmentRowSchema = z.object({
  numero_etudiant: studentNumberSchema,
  cours: requiredCell("Le cours", 300),
});

/** Validates one row's cells; errors are named by the column header. */
function parseRow<S extends z.ZodType>(
  schema: S,
  row: SheetRow,
  errors: ImportError[],
): z.infer<S> | undefined {
  const result = schema.safeParse(Object.fromEntries(row.cells));
  if (result.success) return result.data;
  const seen = new Set<string>();
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "ligne");
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ row: row.row, field, reason: issue.message });
  }
  return undefined;
}

/** Runs `query` over `values` in chunks, for lookups of a whole file. */
async function inChunks<V, R>(values: V[], query: (chunk: V[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += 1000) {
    results.push(...(await query(values.slice(start, start + 1000))));
  }
  return results;
}

async function insertInBatches<T>(values: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < values.length; start += BATCH) await insert(values.slice(start, start + BATCH));
}

/** One record changed by an import, audited like the same change made on its screen. */
function importAudit(
  action: string,
  entity: string,
  entityId: string,
  before: unknown,
  after: unknown,
): AuditEntry {
  return { action: `import-${action}`, entity, entityId, before, after };
}

/** Flags a value seen on an earlier row of the file. */
function duplicateChecker() {
  const seen = new Map<string, number>();
  return (key: string, row: number): number | undefined => {
    const first = seen.get(key);
    if (first === undefined) seen.set(key, row);
    return first;
  };
}

// ---------------------------------------------------------------- students

type StudentRow = typeof students.$inferSelect;

const STUDENT_COLUMN_FIELDS = {
  numero_etudiant: "studentNumber",
  nom: "lastname",
  prenom: "firstname",
  email: "email",
  nom_usage: "usageName",
  adresse: "postalAddress",
  code_postal: "postalCode",
  programme: "programmeId",
  niveau: "levelId",
  session: "cohortId",
  presentiel: "presentiel",
  note: "note",
  commentaire: "comment",
} as const satisfies Record<(typeof IMPORT_COLUMNS.students)[number], keyof StudentValues>;

async function planStudents(db: Executor, ctx: Ctx, sheet: Sheet): Promise<Plan> {
  const errors: ImportError[] = [];
  const lookup = await loadReferenceLookup(db, ctx);
  const present = new Set(sheet.headers);
  type Reference = { id: string; name: string };
  /** A reference cell: undefined when the column is absent, null when empty, else the matching record. */
  const resolve = (
    row: SheetRow,
    column: "programme" | "niveau" | "session",
    map: Map<string, Reference>,
    label: string,
    rowErrors: ImportError[],
  ): Reference | null | undefined => {
    const text = row.cells.get(column);
    if (text === undefined || text === "") return text === undefined ? undefined : null;
    const found = map.get(searchKey(text));
    if (!found) {
      rowErrors.push({
        row: row.row,
        field: column,
        reason: `${label} inconnu(e) dans votre organisme : « ${text} »`,
      });
    }
    return found;
  };
  const parsed: {
    row: number;
    values: z.infer<typeof studentRowSchema>;
    programme: Reference | null | undefined;
    level: Reference | null | undefined;
    cohort: Reference | null | undefined;
  }[] = [];
  for (const row of sheet.rows) {
    // Every problem of a row is reported at once: the cells, then the references.
    const rowErrors: ImportError[] = [];
    const values = parseRow(studentRowSchema, row, rowErrors);
    const programme = resolve(row, "programme", lookup.programmes, "Programme", rowErrors);
    const level = resolve(row, "niveau", lookup.levels, "Niveau", rowErrors);
    const cohort = resolve(row, "session", lookup.cohorts, "Session", rowErrors);
    if (values && rowErrors.length === 0) parsed.push({ row: row.row, values, programme, level, cohort });
    else errors.push(...rowErrors);
  }

  const numbers = parsed.map((p) => p.values.numero_etudiant);
  const emails = parsed.map((p) => p.values.email);
  const existing = [
    ...(await inChunks(numbers, (chunk) =>
      db
        .select()
        .from(students)
        .where(and(eq(students.companyId, ctx.companyId), inArray(students.studentNumber, chunk))),
    )),
    ...(await inChunks(emails, (chunk) =>
      db
        .select()
        .from(students)
        .where(and(eq(students.companyId, ctx.companyId), inArray(sql`lower(${students.email})`, chunk))),
    )),
  ];
  const byNumber = new Map(existing.map((s) => [s.studentNumber, s]));
  const byEmail = new Map(existing.map((s) => [s.email.toLowerCase(), s]));

  const rows: PlannedRow[] = [];
  const creates: StudentValues[] = [];
  const updates: { before: StudentRow; changes: Partial<StudentValues> }[] = [];
  const seenNumber = duplicateChecker();
  const seenEmail = duplicateChecker();
  const seenTarget = duplicateChecker();

  for (const { row, values, programme, level, cohort } of parsed) {
    const rowErrors: ImportError[] = [];
    const fail = (field: string, reason: string) => rowErrors.push({ row, field, reason });

    const firstNumber = seenNumber(values.numero_etudiant, row);
    if (firstNumber !== undefined)
      fail("numero_etudiant", `Numéro en double dans le fichier (ligne ${firstNumber})`);
    const firstEmail = seenEmail(values.email, row);
    if (firstEmail !== undefined) fail("email", `E-mail en double dans le fichier (ligne ${firstEmail})`);

    const numberOwner = byNumber.get(values.numero_etudiant);
    const emailOwner = byEmail.get(values.email);
    const target = numberOwner ?? emailOwner;
    if (emailOwner && target && emailOwner.id !== target.id) {
      fail("email", `Cet e-mail est déjà celui de l'apprenant n° ${emailOwner.studentNumber}`);
    }
    const firstTarget = target ? seenTarget(target.id, row) : undefined;
    if (firstTarget !== undefined && rowErrors.length === 0) {
      fail("numero_etudiant", `Cet apprenant est déjà modifié par la ligne ${firstTarget}`);
    }
    if (rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }

    const given: { [K in keyof StudentValues]?: StudentValues[K] | null } = {
      studentNumber: values.numero_etudiant,
      lastname: values.nom,
      firstname: values.prenom,
      email: values.email,
      usageName: values.nom_usage,
      postalAddress: values.adresse,
      postalCode: values.code_postal,
      programmeId: programme === undefined ? undefined : (programme?.id ?? null),
      levelId: level === undefined ? undefined : (level?.id ?? null),
      cohortId: cohort === undefined ? undefined : (cohort?.id ?? null),
      presentiel: values.presentiel,
      note: values.note,
      comment: values.commentaire,
    };
    const data: Record<string, Cell> = {};
    for (const [column, field] of Object.entries(STUDENT_COLUMN_FIELDS)) {
      if (!present.has(column)) continue;
      if (column === "programme") data[column] = programme?.name ?? null;
      else if (column === "niveau") data[column] = level?.name ?? null;
      else if (column === "session") data[column] = cohort?.name ?? null;
      else data[column] = (given[field] as Cell | undefined) ?? null;
    }

    if (!target) {
      creates.push({
        studentNumber: values.numero_etudiant,
        lastname: values.nom,
        firstname: values.prenom,
        email: values.email,
        usageName: given.usageName ?? null,
        postalAddress: given.postalAddress ?? null,
        postalCode: given.postalCode ?? null,
        programmeId: given.programmeId ?? null,
        levelId: given.levelId ?? null,
        cohortId: given.cohortId ?? null,
        presentiel: given.presentiel ?? false,
        note: given.note ?? null,
        comment: given.comment ?? null,
      });
      rows.push({ row, data, action: "create" });
      continue;
    }
    // An update writes the filled cells only: an empty cell never wipes what the school already has.
    const changes: Partial<StudentValues> = {};
    for (const [key, value] of Object.entries(given) as [
      keyof StudentValues,
      StudentValues[keyof StudentValues],
    ][]) {
      if (value === undefined || value === null) continue;
      const current = key === "email" ? target.email.toLowerCase() : target[key as keyof StudentRow];
      if (current !== value) Object.assign(changes, { [key]: value });
    }
    const changed = Object.keys(changes).length > 0;
    if (changed) updates.push({ before: target, changes });
    rows.push({ row, data, action: changed ? "update" : "skip" });
  }

  return {
    rows,
    errors,
    async write(tx) {
      const audits: AuditEntry[] = [];
      for (const update of updates) {
        const after = await applyStudentUpdate(tx, ctx, update.before, update.changes);
        audits.push(importAudit("update", "student", after.id, auditView(update.before), auditView(after)));
      }
      await insertInBatches(creates, async (batch) => {
        const inserted = await tx
          .insert(students)
          .values(
            batch.map((values) => ({
              ...values,
              companyId: ctx.companyId,
              searchText: studentSearchText(values),
              createdBy: ctx.userId,
              updatedBy: ctx.userId,
            })),
          )
          .returning();
        for (const row of inserted)
          audits.push(importAudit("create", "student", row.id, null, auditView(row)));
      });
      await recordAudits(tx, ctx, audits);
    },
  };
}

// ---------------------------------------------------------------- teachers

async function planTeachers(db: Executor, ctx: Ctx, sheet: Sheet, defaultPassword: string): Promise<Plan> {
  const errors: ImportError[] = [];
  const present = new Set(sheet.headers);
  const parsed: { row: number; values: z.infer<typeof teacherRowSchema> }[] = [];
  for (const row of sheet.rows) {
    const values = parseRow(teacherRowSchema, row, errors);
    if (values) parsed.push({ row: row.row, values });
  }
  const emails = parsed.map((p) => p.values.email);
  const existing = await inChunks(emails, (chunk) =>
    db
      .select()
      .from(teachers)
      .where(and(eq(teachers.companyId, ctx.companyId), inArray(sql`lower(${teachers.email})`, chunk))),
  );
  const byEmail = new Map(existing.map((t) => [t.email.toLowerCase(), t]));
  // Sign-in e-mails are unique on the whole platform: a new teacher needs an unused one.
  const accountEmails = new Set(
    (
      await inChunks(emails, (chunk) =>
        db
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, chunk)),
      )
    ).map((u) => u.email),
  );

  const rows: PlannedRow[] = [];
  const creates: z.infer<typeof teacherRowSchema>[] = [];
  const updates: { before: typeof teachers.$inferSelect; changes: Record<string, string | null> }[] = [];
  const seenEmail = duplicateChecker();
  for (const { row, values } of parsed) {
    const first = seenEmail(values.email, row);
    if (first !== undefined) {
      errors.push({ row, field: "email", reason: `E-mail en double dans le fichier (ligne ${first})` });
      continue;
    }
    const target = byEmail.get(values.email);
    if (!target && accountEmails.has(values.email)) {
      errors.push({ row, field: "email", reason: "Un compte utilisateur existe déjà avec cet e-mail." });
      continue;
    }
    const given: Record<string, string | null | undefined> = {
      lastname: values.nom,
      firstname: values.prenom,
      email: values.email,
      phone: values.telephone,
      speciality: values.specialite,
      externalId: values.identifiant_externe,
    };
    const data: Record<string, Cell> = {};
    for (const column of IMPORT_COLUMNS.teachers) {
      if (present.has(column)) data[column] = values[column] ?? null;
    }
    if (!target) {
      creates.push(values);
      rows.push({ row, data, action: "create" });
      continue;
    }
    const changes: Record<string, string | null> = {};
    for (const [key, value] of Object.entries(given)) {
      if (value === undefined || value === null) continue;
      const current = key === "email" ? target.email.toLowerCase() : target[key as keyof typeof target];
      if (current !== value) changes[key] = value;
    }
    const changed = Object.keys(changes).length > 0;
    if (changed) updates.push({ before: target, changes });
    rows.push({ row, data, action: changed ? "update" : "skip" });
  }

  return {
    rows,
    errors,
    async write(tx) {
      const audits: AuditEntry[] = [];
      for (const update of updates) {
        const after = await applyTeacherUpdate(tx, ctx, update.before, update.changes);
        audits.push(importAudit("update", "teacher", after.id, auditView(update.before), auditView(after)));
      }
      for (const values of creates) {
        const row = await insertTeacherWithAccount(
          tx,
          ctx,
          {
            firstname: values.prenom,
            lastname: values.nom,
            email: values.email,
            phone: values.telephone ?? null,
            speciality: values.specialite ?? null,
            externalId: values.identifiant_externe ?? null,
          },
          defaultPassword,
        );
        audits.push(importAudit("create", "teacher", row.id, null, auditView(row)));
      }
      await recordAudits(tx, ctx, audits);
    },
  };
}

// ---------------------------------------------------------------- enrolments

async function planEnrolments(db: Executor, ctx: Ctx, sheet: Sheet): Promise<Plan> {
  const errors: ImportError[] = [];
  const parsed: { row: number; values: z.infer<typeof enrolmentRowSchema> }[] = [];
  for (const row of sheet.rows) {
    const values = parseRow(enrolmentRowSchema, row, errors);
    if (values) parsed.push({ row: row.row, values });
  }
  const numbers = [...new Set(parsed.map((p) => p.values.numero_etudiant))];
  const studentRows = await inChunks(numbers, (chunk) =>
    db
      .select({
        id: students.id,
        studentNumber: students.studentNumber,
        firstname: students.firstname,
        lastname: students.lastname,
      })
      .from(students)
      .where(and(eq(students.companyId, ctx.companyId), inArray(students.studentNumber, chunk))),
  );
  const studentByNumber = new Map(studentRows.map((s) => [s.studentNumber, s]));
  const courseRows = await db
    .select({ id: courses.id, title: courses.title, archived: courses.archived })
    .from(courses)
    .where(eq(courses.companyId, ctx.companyId));
  const coursesByTitle = new Map<string, typeof courseRows>();
  for (const course of courseRows) {
    const key = searchKey(course.title);
    coursesByTitle.set(key, [...(coursesByTitle.get(key) ?? []), course]);
  }
  const existing = new Set(
    (
      await inChunks(
        studentRows.map((s) => s.id),
        (chunk) =>
          db
            .select({ courseId: enrolments.courseId, studentId: enrolments.studentId })
            .from(enrolments)
            .where(and(eq(enrolments.companyId, ctx.companyId), inArray(enrolments.studentId, chunk))),
      )
    ).map((e) => `${e.courseId}:${e.studentId}`),
  );

  const rows: PlannedRow[] = [];
  const creates: { courseId: string; studentId: string }[] = [];
  for (const { row, values } of parsed) {
    const student = studentByNumber.get(values.numero_etudiant);
    const candidates = coursesByTitle.get(searchKey(values.cours)) ?? [];
    const active = candidates.filter((c) => !c.archived);
    const course = candidates.length === 1 ? candidates[0] : active.length === 1 ? active[0] : undefined;
    const rowErrors: ImportError[] = [];
    if (!student) {
      rowErrors.push({
        row,
        field: "numero_etudiant",
        reason: "Aucun apprenant n'a ce numéro dans votre organisme.",
      });
    }
    if (candidates.length === 0)
      rowErrors.push({ row, field: "cours", reason: "Aucun cours ne porte ce titre." });
    else if (!course) rowErrors.push({ row, field: "cours", reason: "Plusieurs cours portent ce titre." });
    if (!student || !course || rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    const key = `${course.id}:${student.id}`;
    const isNew = !existing.has(key);
    existing.add(key);
    if (isNew) creates.push({ courseId: course.id, studentId: student.id });
    rows.push({
      row,
      data: {
        numero_etudiant: student.studentNumber,
        apprenant: `${student.firstname} ${student.lastname}`,
        cours: course.title,
      },
      action: isNew ? "create" : "skip",
    });
  }
  return {
    rows,
    errors,
    async write(tx) {
      const audits: AuditEntry[] = [];
      await insertInBatches(creates, async (batch) => {
        const inserted = await tx
          .insert(enrolments)
          .values(batch.map((e) => ({ ...e, companyId: ctx.companyId })))
          .onConflictDoNothing()
          .returning({ courseId: enrolments.courseId, studentId: enrolments.studentId });
        for (const e of inserted)
          audits.push(importAudit("enrol", "course", e.courseId, null, { studentIds: [e.studentId] }));
      });
      await recordAudits(tx, ctx, audits);
    },
  };
}

// ---------------------------------------------------------------- the report

function checkSheet(kind: ImportKind, sheet: Sheet): ImportError[] {
  if (sheet.headers.length === 0) {
    return [{ row: 1, field: "fichier", reason: "La ligne 1 doit contenir les en-têtes de colonnes." }];
  }
  const errors: ImportError[] = IMPORT_REQUIRED_COLUMNS[kind]
    .filter((column) => !sheet.headers.includes(column))
    .map((column) => ({ row: 1, field: column, reason: "Colonne obligatoire absente." }));
  if (sheet.rows.length === 0 && errors.length === 0) {
    errors.push({ row: 2, field: "fichier", reason: "Le fichier ne contient aucune ligne de données." });
  }
  if (sheet.rows.length > MAX_ROWS) {
    errors.push({
      row: 1,
      field: "fichier",
      reason: `Le fichier dépasse ${MAX_ROWS.toLocaleString("fr-FR")} lignes : découpez-le.`,
    });
  }
  return errors;
}

function toReport(
  kind: ImportKind,
  committed: boolean,
  total: number,
  rows: PlannedRow[],
  errors: ImportError[],
): ImportReport {
  const count = (action: ImportAction) => rows.filter((row) => row.action === action).length;
  const sortedErrors = [...errors].sort((a, b) => a.row - b.row);
  return {
    kind,
    committed,
    rows: rows satisfies ImportRow[],
    errors: sortedErrors,
    counts: {
      total,
      create: count("create"),
      update: count("update"),
      skip: count("skip"),
      error: new Set(errors.map((error) => error.row)).size,
    },
  };
}

function plan(db: Executor, ctx: Ctx, kind: ImportKind, sheet: Sheet, options: ImportOptions): Promise<Plan> {
  if (kind === "students") return planStudents(db, ctx, sheet);
  if (kind === "teachers") return planTeachers(db, ctx, sheet, options.defaultPassword);
  return planEnrolments(db, ctx, sheet);
}

/**
 * Reads an import file (CSV or XLSX, recognised by its bytes) and validates every row. A preview
 * writes nothing; a commit writes the valid rows in one transaction and audits the import.
 */
export async function runImport(
  db: Db,
  ctx: Ctx,
  kind: ImportKind,
  upload: Upload,
  options: ImportOptions,
): Promise<ImportReport> {
  const sheet = await parseSheetInWorker(upload.file);
  const sheetErrors = checkSheet(kind, sheet);
  if (sheetErrors.length > 0) return toReport(kind, false, sheet.rows.length, [], sheetErrors);
  if (!options.commit) {
    const preview = await plan(db, ctx, kind, sheet, options);
    return toReport(kind, false, sheet.rows.length, preview.rows, preview.errors);
  }
  const report = await db.transaction(async (tx) => {
    const planned = await plan(tx, ctx, kind, sheet, options);
    await planned.write(tx);
    const written = toReport(kind, true, sheet.rows.length, planned.rows, planned.errors);
    await recordAudit(tx, ctx, {
      action: `import-${kind}`,
      entity: "import",
      entityId: randomUUID(),
      after: { kind, file: upload.filename.slice(0, 200), counts: written.counts },
    });
    return written;
  });
  if (kind === "students" && report.counts.create + report.counts.update > 0)
    await flushStudentSearchIndex(db);
  if (kind === "teachers" && report.counts.create > 0)
    return { ...report, defaultPassword: options.defaultPassword };
  return report;
}
