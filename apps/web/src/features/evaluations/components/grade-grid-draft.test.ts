import type { Evaluation } from "@campus/contracts/evaluations";
import { GRADE_MESSAGES } from "@campus/contracts/grading";
import { describe, expect, it } from "vitest";
import {
  cellProblem,
  changedCells,
  indexGrades,
  isFieldChanged,
  problemsFromDetails,
  toSaveGradesBody,
} from "./grade-grid-draft.ts";

const evaluation = (id: string, scale = 20) => ({ id, scale, coefficient: 1 }) as Evaluation;
const evaluations = new Map([
  ["e1", evaluation("e1")],
  ["e2", evaluation("e2", 10)],
]);
const saved = indexGrades([
  { evaluationId: "e1", studentId: "s1", value: 15.5, comment: "Bien" },
  { evaluationId: "e2", studentId: "s1", value: 8, comment: null },
]);

describe("the grade grid's draft", () => {
  it("keeps only the cells that differ from what is saved", () => {
    const changes = changedCells(
      {
        s1: { e1: { value: "15.50", comment: "Bien" }, e2: { value: "9", comment: "" } },
        s2: { e1: { value: "", comment: "" } },
      },
      saved,
      evaluations,
    );
    expect(changes.map((change) => change.key)).toEqual(["s1:e2"]);
  });

  it("sends a number to set, null to remove, and the trimmed comment", () => {
    const changes = changedCells(
      {
        s1: { e1: { value: "", comment: "Bien" }, e2: { value: "7,5", comment: "  À revoir " } },
        s2: { e1: { value: "12", comment: "" } },
      },
      saved,
      evaluations,
    );
    expect(toSaveGradesBody("c1", changes)).toEqual({
      courseId: "c1",
      grades: [
        { evaluationId: "e1", studentId: "s1", value: null, comment: null },
        { evaluationId: "e2", studentId: "s1", value: 7.5, comment: "À revoir" },
        { evaluationId: "e1", studentId: "s2", value: 12, comment: null },
      ],
    });
  });

  it("refuses a comment typed for an empty grade, not the saved comment of an emptied one", () => {
    expect(cellProblem({ value: "", comment: "Absent" }, undefined, 20)).toBe(
      GRADE_MESSAGES.commentWithoutGrade,
    );
    expect(cellProblem({ value: "", comment: "Bien" }, saved.s1?.e1, 20)).toBeNull();
    expect(cellProblem({ value: "21", comment: "" }, undefined, 20)).toMatch(/entre 0 et 20/);
  });

  it("tells which input of a cell changed", () => {
    const text = { value: "15,5", comment: "Très bien" };
    expect(isFieldChanged("value", text, saved.s1?.e1, 20)).toBe(false);
    expect(isFieldChanged("comment", text, saved.s1?.e1, 20)).toBe(true);
  });

  it("puts the API's refusals under the cells sent", () => {
    const changes = changedCells({ s2: { e1: { value: "12", comment: "" } } }, saved, evaluations);
    expect(
      problemsFromDetails(
        [{ field: "grades.0.value", message: "La note doit être comprise entre 0 et 10." }],
        changes,
      ),
    ).toEqual({ "s2:e1": "La note doit être comprise entre 0 et 10." });
  });
});
