import type { Evaluation, Grade, SaveGradesBody } from "@campus/contracts/evaluations";
import { GRADE_MESSAGES, parseGrade } from "@campus/contracts/grading";
import { gradeText } from "./grade-values.ts";

/** What a cell holds while it is edited: the grade and the comment as typed. */
export interface CellText {
  value: string;
  comment: string;
}

/** The cells the user touched, by student then evaluation (as typed, even when back to the saved value). */
export type GridDraft = Readonly<Record<string, Readonly<Record<string, CellText>>>>;

/** The saved grades, by student then evaluation. */
export type SavedGrades = Readonly<Record<string, Readonly<Record<string, Grade>>>>;

export const cellKey = (studentId: string, evaluationId: string) => `${studentId}:${evaluationId}`;

export function indexGrades(grades: readonly Grade[]): SavedGrades {
  const index: Record<string, Record<string, Grade>> = {};
  for (const grade of grades) {
    const row = index[grade.studentId] ?? {};
    row[grade.evaluationId] = grade;
    index[grade.studentId] = row;
  }
  return index;
}

/** A saved grade as its cell shows it. */
export function savedCellText(grade: Grade | undefined): CellText {
  return { value: gradeText(grade?.value), comment: grade?.comment ?? "" };
}

/**
 * Why a cell cannot be saved, or null. Emptying a grade removes it with its saved comment; only a
 * comment typed for an empty grade is refused, so that it is not lost silently.
 */
export function cellProblem(text: CellText, saved: Grade | undefined, scale: number): string | null {
  const parsed = parseGrade(text.value, scale);
  if (parsed.kind === "invalid") return parsed.message;
  const comment = text.comment.trim();
  if (parsed.kind === "empty" && comment !== "" && comment !== (saved?.comment ?? "")) {
    return GRADE_MESSAGES.commentWithoutGrade;
  }
  return null;
}

/** Whether a cell, as typed, says the same as what is saved ("15.50" and 15,5 do). */
export function isUnchanged(text: CellText, saved: Grade | undefined, scale: number): boolean {
  const parsed = parseGrade(text.value, scale);
  const comment = text.comment.trim();
  if (parsed.kind === "invalid") return false;
  if (parsed.kind === "empty") return saved === undefined && comment === "";
  return saved !== undefined && saved.value === parsed.value && comment === (saved.comment ?? "");
}

/** Whether one input of a cell (the grade or the comment) differs from what is saved. */
export function isFieldChanged(
  field: keyof CellText,
  text: CellText,
  saved: Grade | undefined,
  scale: number,
): boolean {
  if (field === "comment") return text.comment.trim() !== (saved?.comment ?? "");
  const parsed = parseGrade(text.value, scale);
  if (parsed.kind === "invalid") return true;
  return (parsed.kind === "value" ? parsed.value : null) !== (saved?.value ?? null);
}

/** The value a cell contributes to averages now: the typed grade if valid, else the saved one. */
export function currentValue(text: CellText | undefined, saved: Grade | undefined, scale: number) {
  if (!text) return saved?.value ?? null;
  const parsed = parseGrade(text.value, scale);
  if (parsed.kind === "value") return parsed.value;
  if (parsed.kind === "empty") return null;
  return saved?.value ?? null;
}

export interface GridChange {
  key: string;
  studentId: string;
  evaluationId: string;
  text: CellText;
  scale: number;
}

/** The touched cells that differ from what is saved. */
export function changedCells(
  draft: GridDraft,
  saved: SavedGrades,
  evaluations: ReadonlyMap<string, Evaluation>,
): GridChange[] {
  const changes: GridChange[] = [];
  for (const [studentId, row] of Object.entries(draft)) {
    for (const [evaluationId, text] of Object.entries(row)) {
      const evaluation = evaluations.get(evaluationId);
      if (!evaluation) continue;
      if (isUnchanged(text, saved[studentId]?.[evaluationId], evaluation.scale)) continue;
      changes.push({
        key: cellKey(studentId, evaluationId),
        studentId,
        evaluationId,
        text,
        scale: evaluation.scale,
      });
    }
  }
  return changes;
}

/** The one request of "Enregistrer les notes": every changed cell; an emptied cell removes its grade. */
export function toSaveGradesBody(courseId: string, changes: readonly GridChange[]): SaveGradesBody {
  return {
    courseId,
    grades: changes.map((change) => {
      const parsed = parseGrade(change.text.value, change.scale);
      const value = parsed.kind === "value" ? parsed.value : null;
      return {
        evaluationId: change.evaluationId,
        studentId: change.studentId,
        value,
        comment: value === null ? null : change.text.comment.trim() || null,
      };
    }),
  };
}

/** The cell of each `grades.<index>…` detail of a refused save, with its message. */
export function problemsFromDetails(
  details: readonly { field: string; message: string }[],
  changes: readonly GridChange[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const detail of details) {
    const index = /^grades\.(\d+)/.exec(detail.field)?.[1];
    const change = index === undefined ? undefined : changes[Number(index)];
    if (change) problems[change.key] = detail.message;
  }
  return problems;
}
