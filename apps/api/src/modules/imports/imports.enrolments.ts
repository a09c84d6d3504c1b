import type { ImportError } from "@campus/contracts/imports";
import { studentNumberSchema } from "@campus/contracts/students";
import { z } from "zod";
import type { Executor } from "../../db/client.ts";
import { type AuditEntry, recordAudits } from "../../platform/audit.ts";
import type { Ctx } from "../../platform/context.ts";
import { searchKey } from "../../platform/search.ts";
import { enrolStudents, findEnrolmentsOfStudents, listCourseTitles } from "../courses/index.ts";
import { findStudentsByNumber } from "../students/index.ts";
import { importAudit, type Plan, type PlannedRow, parseRow, requiredCell } from "./imports.plan.ts";
import type { Sheet } from "./imports.rows.ts";

const enrolmentRowSchema = z.object({
  numero_etudiant: studentNumberSchema,
  cours: requiredCell("Le cours", 300),
});

/** Plans an enrolments import: a student number and a course title per row (idempotent). */
export async function planEnrolments(db: Executor, ctx: Ctx, sheet: Sheet): Promise<Plan> {
  const errors: ImportError[] = [];
  const parsed: { row: number; values: z.infer<typeof enrolmentRowSchema> }[] = [];
  for (const row of sheet.rows) {
    const values = parseRow(enrolmentRowSchema, row, errors);
    if (values) parsed.push({ row: row.row, values });
  }
  const numbers = [...new Set(parsed.map((p) => p.values.numero_etudiant))];
  const studentRows = await findStudentsByNumber(db, ctx, numbers);
  const studentByNumber = new Map(studentRows.map((s) => [s.studentNumber, s]));
  const coursesByTitle = new Map<string, { id: string; title: string; archived: boolean }[]>();
  for (const course of await listCourseTitles(db, ctx)) {
    const key = searchKey(course.title);
    coursesByTitle.set(key, [...(coursesByTitle.get(key) ?? []), course]);
  }
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
    async write(tx, clock) {
      const audits: AuditEntry[] = (await enrolStudents(ctx, creates, tx, clock)).map((e) =>
        importAudit("enrol", "course", e.courseId, null, { studentIds: [e.studentId] }),
      );
      await recordAudits(tx, ctx, audits);
    },
  };
}
