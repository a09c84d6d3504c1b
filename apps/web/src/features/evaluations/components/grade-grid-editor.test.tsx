import { type Evaluation, type GradeGrid, saveGradesBodySchema } from "@campus/contracts/evaluations";
import { de } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { GradeGridEditor } from "./grade-grid-editor.tsx";

const COURSE = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c00";
const EXAM = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2ce1";
const QUIZ = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2ce2";
const ANNA = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c51";
const BRUNO = "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c52";

function evaluation(id: string, title: string, scale: number): Evaluation {
  return {
    id,
    courseId: COURSE,
    slotId: null,
    title,
    date: "2026-11-20",
    coefficient: 1,
    scale,
    type: "devoir",
    stats: { gradedCount: 1, average: 12, min: 12, max: 12 },
    createdAt: "2026-11-20T08:00:00.000Z",
    updatedAt: "2026-11-20T08:00:00.000Z",
  };
}

const student = (id: string, firstname: string, lastname: string) => ({
  id,
  studentNumber: `N-${firstname}`,
  firstname,
  lastname,
  usageName: null,
  average: null,
});

const GRID: GradeGrid = {
  course: { id: COURSE, title: "Algorithmique", thematicTitle: "" },
  evaluations: [evaluation(EXAM, "Partiel", 20), evaluation(QUIZ, "Quiz", 10)],
  students: [student(ANNA, "Anna", "Arnaud"), student(BRUNO, "Bruno", "Blanc")],
  grades: [{ evaluationId: EXAM, studentId: ANNA, value: 12, comment: null }],
  classAverage: 12,
};

function serveGrid() {
  return mockApi((request) => {
    if (request.method === "GET" && request.url.startsWith("/api/evaluations/grid"))
      return Response.json(GRID);
    if (request.method === "PUT" && request.url === "/api/evaluations/grades") return Response.json(GRID);
    if (request.method === "GET" && request.url.startsWith("/api/")) return Response.json({ items: [] });
    return undefined;
  });
}

const cell = (name: string, evaluationTitle: string) =>
  screen.getByRole("textbox", { name: `Note ${de(name)} pour ${evaluationTitle}` });

/** The message that the cell's input is described by (what a screen reader reads with it). */
function problemOf(name: string, evaluationTitle: string): string | null {
  const id = cell(name, evaluationTitle).getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function renderGrid() {
  const requests = serveGrid();
  renderWithProviders(<GradeGridEditor courseId={COURSE} onBack={() => undefined} />);
  await screen.findByRole("table", { name: "Grille des notes" });
  return requests;
}

// Typing into a whole MUI grid is slow on a busy machine: more time than the unit tests need.
describe("the grade grid", () => {
  it("moves between cells like a spreadsheet: arrows, Enter and Tab", async () => {
    const user = userEvent.setup();
    await renderGrid();

    await user.click(cell("Arnaud Anna", "Partiel"));
    // Each step: the keys typed, then the cell (student, column) that has the focus.
    const steps: readonly (readonly [string, string, string])[] = [
      ["{ArrowDown}", "Blanc Bruno", "Partiel"],
      ["{ArrowUp}", "Arnaud Anna", "Partiel"],
      ["{Enter}", "Blanc Bruno", "Partiel"],
      ["{Shift>}{Enter}{/Shift}", "Arnaud Anna", "Partiel"],
      ["{Tab}", "Arnaud Anna", "Quiz"],
      // Tab past the row's last column goes to the next row's first one.
      ["{Tab}", "Blanc Bruno", "Partiel"],
      ["{Shift>}{Tab}{/Shift}", "Arnaud Anna", "Quiz"],
      // ← leaves an empty cell (the caret is at its start) for the previous column.
      ["{ArrowLeft}", "Arnaud Anna", "Partiel"],
    ];
    for (const [keys, student, column] of steps) {
      await user.keyboard(keys);
      expect(document.activeElement).toBe(cell(student, column));
    }
  });

  it("says why a typed grade cannot be saved, and blocks the save", async () => {
    const user = userEvent.setup();
    await renderGrid();

    await user.type(cell("Blanc Bruno", "Partiel"), "21");
    await user.type(cell("Blanc Bruno", "Quiz"), "7,255");
    await user.type(cell("Arnaud Anna", "Quiz"), "abc");

    expect(problemOf("Blanc Bruno", "Partiel")).toBe("La note doit être comprise entre 0 et 20.");
    expect(problemOf("Blanc Bruno", "Quiz")).toBe("Deux décimales au maximum");
    expect(problemOf("Arnaud Anna", "Quiz")).toBe("Saisissez un nombre, par exemple 15,5");
    expect(problemOf("Arnaud Anna", "Partiel")).toBeNull();
    expect(screen.getByText("3 notes sont invalides : corrigez-les pour enregistrer.")).toBeDefined();
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Enregistrer les notes" }).disabled).toBe(
      true,
    );
  });

  it("saves the changed cells only, in one request, an emptied cell as null", async () => {
    const user = userEvent.setup();
    const requests = await renderGrid();

    await user.clear(cell("Arnaud Anna", "Partiel"));
    await user.type(cell("Blanc Bruno", "Partiel"), "15,5");
    await user.type(cell("Blanc Bruno", "Quiz"), "8.25");
    await user.click(screen.getByRole("button", { name: "Enregistrer les notes" }));

    await waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    const save = requests.find((request) => request.method === "PUT");
    expect(save?.url).toBe("/api/evaluations/grades");
    expect(save?.body).toEqual({
      courseId: COURSE,
      grades: expect.arrayContaining([
        { evaluationId: EXAM, studentId: ANNA, value: null, comment: null },
        { evaluationId: EXAM, studentId: BRUNO, value: 15.5, comment: null },
        { evaluationId: QUIZ, studentId: BRUNO, value: 8.25, comment: null },
      ]),
    });
    // The body is a valid request of the contract, with nothing else in it.
    expect(saveGradesBodySchema.parse(save?.body).grades).toHaveLength(3);
    expect(await screen.findByText(MESSAGES.saveOk)).toBeDefined();
  });
});

describe("a grade's history", () => {
  it("opens from the saved grade's « Historique » button and lists its changes in French", async () => {
    const user = userEvent.setup();
    const requests = mockApi((request) => {
      if (request.url.startsWith("/api/evaluations/grid")) return Response.json(GRID);
      if (request.url === `/api/history/grades/${EXAM}/${ANNA}`) {
        return Response.json({
          items: [
            {
              id: 2,
              kind: "grade",
              changedAt: "2026-11-21T09:30:00.000Z",
              studentId: ANNA,
              student: null,
              course: null,
              evaluation: { id: EXAM, title: "Partiel" },
              slot: null,
              before: { value: 10.5 },
              after: { value: 12 },
              author: { id: "u1", name: "Sophie Laurent" },
              reason: null,
            },
          ],
        });
      }
      return undefined;
    });
    renderWithProviders(<GradeGridEditor courseId={COURSE} onBack={() => undefined} />);
    await screen.findByRole("table", { name: "Grille des notes" });
    // Only a saved grade has the button.
    expect(
      screen.queryByRole("button", { name: "Historique de la note de Blanc Bruno pour Partiel" }),
    ).toBeNull();

    await user.click(
      screen.getByRole("button", { name: `Historique de la note ${de("Arnaud Anna")} pour Partiel` }),
    );
    const dialog = await screen.findByRole("dialog");
    const row = await within(dialog).findByRole("row", { name: /Sophie Laurent/ });
    expect(row.textContent).toBe("21/11/2026 10:3010,512Sophie Laurent");
    await user.click(within(dialog).getByRole("button", { name: "Fermer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());

    // From the grade's input, Alt+H opens it as well (Tab goes from input to input).
    await user.click(cell("Arnaud Anna", "Partiel"));
    await user.keyboard("{Alt>}h{/Alt}");
    expect(await screen.findByRole("dialog")).toBeTruthy();
    expect(requests.some((request) => request.url === `/api/history/grades/${EXAM}/${ANNA}`)).toBe(true);
  });
});
