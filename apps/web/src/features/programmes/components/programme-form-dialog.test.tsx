import type { LevelList } from "@campus/contracts/programmes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { ProgrammeFormDialog } from "./programme-form-dialog.tsx";
import { type ProgrammeFormValues, toCreateProgrammeBody } from "./programme-form-schema.ts";

const LEVELS: LevelList = {
  items: [
    { id: "l-1", label: "1re année", position: 0, programmeCount: 2 },
    { id: "l-2", label: "2e année", position: 1, programmeCount: 1 },
  ],
};

function renderForm() {
  mockApi((request) => (request.url === "/api/levels" ? Response.json(LEVELS) : undefined));
  const onSubmit = vi.fn(async (_values: ProgrammeFormValues) => {});
  const { queryClient } = renderWithProviders(
    <ProgrammeFormDialog
      title="Nouveau programme"
      submitLabel="Créer"
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  const loaded = () =>
    waitFor(() => expect(queryClient.getQueryData(["programmes", "levels"])).toBeDefined());
  return { onSubmit, loaded };
}

const levelItems = () =>
  within(screen.getByRole("list", { name: "Niveaux" }))
    .getAllByRole("listitem")
    .map((item) => item.textContent);

describe("ProgrammeFormDialog", () => {
  it("sends the levels in the order set: a company level by id, a typed one by label", async () => {
    const { onSubmit, loaded } = renderForm();
    await loaded();
    await userEvent.type(screen.getByRole("textbox", { name: /Intitulé/ }), "BTS SIO");
    await userEvent.type(screen.getByRole("textbox", { name: /^Code\s*\*?$/ }), "BTS-SIO");
    const add = screen.getByRole("combobox", { name: "Ajouter un niveau" });
    // A typed label the company has is that level; a new one stays a label.
    await userEvent.type(add, "2E ANNEE{Enter}");
    await userEvent.type(add, "Année de spécialisation");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    await userEvent.type(add, "2e année");
    await userEvent.click(screen.getByRole("button", { name: "Ajouter" }));
    expect(screen.getByRole("alert").textContent).toBe("Le niveau 2e année est déjà dans la liste.");
    await userEvent.click(screen.getByRole("button", { name: "Monter Année de spécialisation" }));
    expect(levelItems()).toEqual(["1.Année de spécialisationNouveau", "2.2e année"]);

    await userEvent.click(screen.getByRole("button", { name: "Créer" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const values = onSubmit.mock.calls[0]?.[0];
    expect(values && toCreateProgrammeBody(values)).toEqual({
      name: "BTS SIO",
      code: "BTS-SIO",
      rncpCode: null,
      durationHours: null,
      levels: [{ label: "Année de spécialisation" }, { id: "l-2" }],
    });
  });

  it("says what is wrong with the RNCP code and the duration", async () => {
    const { onSubmit, loaded } = renderForm();
    await loaded();
    await userEvent.type(screen.getByRole("textbox", { name: /Intitulé/ }), "BTS SIO");
    await userEvent.type(screen.getByRole("textbox", { name: /^Code\s*\*?$/ }), "BTS-SIO");
    await userEvent.type(screen.getByRole("textbox", { name: "Code RNCP" }), "35340");
    await userEvent.type(screen.getByRole("textbox", { name: "Durée (heures)" }), "0");
    await userEvent.click(screen.getByRole("button", { name: "Créer" }));
    expect(await screen.findByText("RNCP suivi de 3 à 6 chiffres (RNCP35380)")).toBeDefined();
    expect(screen.getByText(/Un nombre entier d'heures, de 1 à 10/)).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
