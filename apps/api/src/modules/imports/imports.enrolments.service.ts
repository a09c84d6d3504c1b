import { recordEmailSchema } from "@campus/contracts/common";
import { ENROLMENT_MESSAGES } from "@campus/contracts/enrolments";
import type { ImportError } from "@campus/contracts/imports";
import { personName } from "@campus/contracts/people";
import { studentNumberSchema } from "@campus/contracts/students";
import { z } from "zod";
import type { Executor } from "../../db/client.ts";
import { type AuditEntry, recordAudits } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { parisDay } from "../../platform/paris-time.ts";
import { searchKey } from "../../platform/search.ts";
import {
  type DatedEnrolment,
  enrolStudents,
  findEnrolmentsOfStudents,
  listCourseTitles,
} from "../courses/index.ts";
import { getSchoolOptions } from "../school/index.ts";
import { findStudentsByNumberOrEmail } from "../students/index.ts";
import { optionalDayCell } from "./imports.dates.rules.ts";
import { importAudit, type Plan, type PlannedRow, parseRow, requiredCell } from "./imports.plan.rules.ts";
import type { Sheet } from "./imports.rows.rules.ts";

const emptyAsAbsent = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const enrolmentRowSchema = z
  .object({
    numero_etudiant: z.preprocess(emptyAsAbsent, studentNumberSchema.optional()),
    email: z.preprocess(emptyAsAbsent, recordEmailSchema.optional()),
    cours: requiredCell("Le cours", 300),
    date: optionalDayCell("La date"),
  })
  .refine((values) => values.numero_etudiant !== undefined || values.email !== undefined, {
    path: ["email"],
    error: "L'e-mail ou le numéro de l'apprenant est obligatoire",
  });

/**
 * Plans an enrolments import: a student (by e-mail or number) and a course (by title) per row, with the
 * day it takes effect (today when empty). The enrolments page's rules: a student of another programme
 * than the course's is refused, one already enrolled is left as is (the row is skipped); each enrolment
 * made is written in the history on its day.
 */
export async function planEnrolments(db: Executor, ctx: Ctx, sheet: Sheet, today: string): Promise<Plan> {
  const errors: ImportError[] = [];
  const parsed: { row: number; values: z.infer<typeof enrolmentRowSchema> }[] = [];
  for (const row of sheet.rows) {
    const values = parseRow(enrolmentRowSchema, row, errors);
    if (values) parsed.push({ row: row.row, values });
  }
  const studentRows = await findStudentsByNumberOrEmail(
    db,
    ctx,
    parsed.flatMap((p) => p.values.numero_etudiant ?? []),
    parsed.flatMap((p) => p.values.email ?? []),
  );
  const byNumber = new Map(studentRows.map((s) => [s.studentNumber, s]));
  const byEmail = new Map(studentRows.map((s) => [s.email.toLowerCase(), s]));
  const coursesByTitle = new Map<string, Awaited<ReturnType<typeof listCourseTitles>>>();
  for (const course of await listCourseTitles(db, ctx)) {
    const key = searchKey(course.title);
    coursesByTitle.set(key, [...(coursesByTitle.get(key) ?? []), course]);
  }
  const programmeNames = new Map((await getSchoolOptions(db, ctx)).programmes.map((p) => [p.id, p.name]));
  const existing = new Set(
    (
      await findEnrolmentsOfStudents(
        db,
        ctx,
        studentRows.map((s) => s.id),
      )
    ).map((e) => `${e.courseId}:${e.studentId}`),
  );
  const rows: PlannedRow[] = [];
  const creates: DatedEnrolment[] = [];
  for (const { row, values } of parsed) {
    const rowErrors: ImportError[] = [];
    const fail = (field: string, reason: string) => rowErrors.push({ row, field, reason });
    const numberOwner = values.numero_etudiant ? byNumber.get(values.numero_etudiant) : undefined;
    const emailOwner = values.email ? byEmail.get(values.email) : undefined;
    if (values.numero_etudiant && !numberOwner) {
      fail("numero_etudiant", "Aucun apprenant n'a ce numéro dans votre organisme.");
    }
    if (values.email && !emailOwner) fail("email", `Apprenant inconnu : ${values.email}`);
    if (numberOwner && emailOwner && numberOwner.id !== emailOwner.id) {
      fail(
        "email",
        `Cet e-mail est celui de l'apprenant n° ${emailOwner.studentNumber}, pas ${values.numero_etudiant}.`,
      );
    }
    const student = numberOwner ?? emailOwner;
    const candidates = coursesByTitle.get(searchKey(values.cours)) ?? [];
    const active = candidates.filter((c) => !c.archived);
    const course = candidates.length === 1 ? candidates[0] : active.length === 1 ? active[0] : undefined;
    if (candidates.length === 0) fail("cours", `Cours inconnu : ${values.cours}`);
    else if (!course) fail("cours", "Plusieurs cours portent ce titre.");
    if (student && course?.programmeId && student.programmeId && student.programmeId !== course.programmeId) {
      fail(
        "cours",
        ENROLMENT_MESSAGES.otherProgramme(
          personName(student),
          programmeNames.get(student.programmeId) ?? "",
          programmeNames.get(course.programmeId) ?? "",
        ),
      );
    }
    if (!student || !course || rowErrors.length > 0) {
      errors.push(...rowErrors);
      continue;
    }
    const key = `${course.id}:${student.id}`;
    const isNew = !existing.has(key);
    existing.add(key);
    if (isNew) creates.push({ courseId: course.id, studentId: student.id, effectiveOn: values.date });
    rows.push({
      row,
      data: {
        email: student.email,
        numero_etudiant: student.studentNumber,
        apprenant: personName(student),
        cours: course.title,
        date: values.date ?? today,
      },
      action: isNew ? "create" : "skip",
    });
  }
  return {
    rows,
    errors,
    async write(tx, clock) {
      const audits: AuditEntry[] = (await enrolStudents(ctx, creates, tx, clock)).map((e) =>
        importAudit("enrol", "course", e.courseId, null, {
          studentIds: [e.studentId],
          effectiveOn: e.effectiveOn ?? parisDay(clock.now()),
        }),
      );
      await recordAudits(tx, ctx, audits);
    },
  };
}
