import type { SchoolOptions } from "@campus/contracts/school";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { CourseFormDialog } from "./course-form-dialog.tsx";
import { type CourseFormInput, type CourseFormValues, EMPTY_COURSE_FORM } from "./course-form-schema.ts";

const SCHOOL: SchoolOptions = {
  programmes: [
    {
      id: "p-cg",
      code: "BTS-CG",
      name: "BTS Comptabilité et Gestion",
      levelIds: ["l-1", "l-2"],
      archived: false,
    },
    { id: "p-rh", code: "BACH-RH", name: "Bachelor Ressources Humaines", levelIds: ["l-3"], archived: false },
  ],
  levels: [
    { id: "l-1", label: "1re année" },
    { id: "l-2", label: "2e année" },
    { id: "l-3", label: "3e année" },
  ],
  cohorts: [
    {
      id: "c-cg",
      name: "BTS CG 2026-2028",
      programmeId: "p-cg",
      startDate: null,
      endDate: null,
      archived: false,
    },
    {
      id: "c-rh",
      name: "Bachelor RH 2026-2027",
      programmeId: "p-rh",
      startDate: null,
      endDate: null,
      archived: false,
    },
  ],
  tracks: [],
};

function renderForm(defaultValues: CourseFormInput = EMPTY_COURSE_FORM) {
  mockApi((request) => (request.url === "/api/school/options" ? Response.json(SCHOOL) : undefined));
  const onSubmit = vi.fn(async (_values: CourseFormValues) => {});
  const { queryClient } = renderWithProviders(
    <CourseFormDialog
      title="Nouveau cours"
      submitLabel="Créer"
      defaultValues={defaultValues}
      hasTeachers={false}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  /** Resolves once the programmes, levels and sessions are loaded. */
  const loaded = () => waitFor(() => expect(queryClient.getQueryData(["school", "options"])).toBeDefined());
  return { onSubmit, loaded };
}

/** The choices a select offers, once opened (the empty choice first); closes it again. */
async function choicesOf(name: string): Promise<string[]> {
  await userEvent.click(screen.getByRole("combobox", { name }));
  const listbox = await screen.findByRole("listbox");
  const labels = within(listbox)
    .getAllByRole("option")
    .map((option) => option.textContent ?? "");
  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
  return labels;
}

async function choose(name: string, option: string) {
  await userEvent.click(screen.getByRole("combobox", { name }));
  await userEvent.click(await screen.findByRole("option", { name: option }));
  await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
}

describe("the course form's level and session pickers", () => {
  it("offer every level and session until a programme is chosen, then only the programme's", async () => {
    const { loaded } = renderForm();
    await loaded();
    expect(await choicesOf("Niveau")).toEqual(["Aucun", "1re année", "2e année", "3e année"]);
    expect(await choicesOf("Session scolaire")).toEqual([
      "Aucun",
      "BTS CG 2026-2028",
      "Bachelor RH 2026-2027",
    ]);

    await choose("Programme", "BTS Comptabilité et Gestion (BTS-CG)");
    expect(await choicesOf("Niveau")).toEqual(["Aucun", "1re année", "2e année"]);
    expect(await choicesOf("Session scolaire")).toEqual(["Aucun", "BTS CG 2026-2028"]);
  });

  it("empty a level and session that the newly chosen programme does not have", async () => {
    const { onSubmit, loaded } = renderForm();
    await userEvent.type(screen.getByRole("textbox", { name: "Titre" }), "Comptabilité générale");
    await loaded();
    await choose("Programme", "BTS Comptabilité et Gestion (BTS-CG)");
    await choose("Niveau", "1re année");
    await choose("Session scolaire", "BTS CG 2026-2028");

    await choose("Programme", "Bachelor Ressources Humaines (BACH-RH)");
    expect(screen.getByRole("combobox", { name: "Niveau" }).textContent).toBe("Aucun");
    expect(screen.getByRole("combobox", { name: "Session scolaire" }).textContent).toBe("Aucun");

    await userEvent.click(screen.getByRole("button", { name: "Créer" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ programmeId: "p-rh", levelId: "", cohortId: "" });
  });

  it("keep a level that the new programme has too", async () => {
    const { onSubmit } = renderForm({
      ...EMPTY_COURSE_FORM,
      title: "Paie",
      programmeId: "p-rh",
      levelId: "l-3",
      cohortId: "c-rh",
    });
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Niveau" }).textContent).toBe("3e année"),
    );
    await choose("Programme", "Aucun");
    expect(screen.getByRole("combobox", { name: "Niveau" }).textContent).toBe("3e année");
    await userEvent.click(screen.getByRole("button", { name: "Créer" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ programmeId: "", levelId: "l-3", cohortId: "c-rh" });
  });

  it("show a course's session from another programme as such, to be changed", async () => {
    renderForm({ ...EMPTY_COURSE_FORM, title: "Ancien cours", programmeId: "p-cg", cohortId: "c-rh" });
    const cohort = await screen.findByRole("combobox", { name: "Session scolaire" });
    await waitFor(() => expect(cohort.textContent).toBe("Bachelor RH 2026-2027"));
    expect(
      screen.getByText("Cette session n'est pas une session du programme : choisissez-en une autre."),
    ).toBeTruthy();
    await choose("Session scolaire", "BTS CG 2026-2028");
    expect(
      screen.queryByText("Cette session n'est pas une session du programme : choisissez-en une autre."),
    ).toBeNull();
  });
});
