import type { CreateCohortBody } from "@campus/contracts/cohorts";
import type { SchoolOptions } from "@campus/contracts/school";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { CohortFormDialog } from "./cohort-form-dialog.tsx";

const MCO = "0b9a1c52-3f7e-4d2a-9c1e-6f5b2a7d8e01";
const AM = "5d2e8f71-1a4b-4c3d-8e9f-0a1b2c3d4e5f";
const programme = (id: string, code: string, name: string, archived = false) => ({
  id,
  code,
  name,
  levelIds: [],
  archived,
});

function renderForm(programmes: SchoolOptions["programmes"], programmeId = "") {
  const school: SchoolOptions = { programmes, levels: [], cohorts: [], tracks: [] };
  mockApi((request) => (request.url === "/api/school/options" ? Response.json(school) : undefined));
  const onSubmit = vi.fn(async (_values: CreateCohortBody) => {});
  const { queryClient } = renderWithProviders(
    <CohortFormDialog
      title="Nouvelle session"
      submitLabel="Créer"
      defaultValues={{ name: "", programmeId, startDate: "", endDate: "" }}
      onSubmit={onSubmit}
      onClose={() => {}}
    />,
  );
  const loaded = () => waitFor(() => expect(queryClient.getQueryData(["school", "options"])).toBeDefined());
  return { onSubmit, loaded };
}

describe("the session form", () => {
  it("offers the current programmes only, and sends the session once its end follows its start", async () => {
    const { onSubmit, loaded } = renderForm([
      programme(MCO, "BTS-MCO", "BTS MCO"),
      programme(AM, "BTS-AM", "BTS Assistant de manager", true),
    ]);
    await loaded();
    await userEvent.type(screen.getByRole("textbox", { name: "Nom" }), "BTS MCO 2026-2028");
    await userEvent.click(screen.getByRole("combobox", { name: "Programme" }));
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["BTS MCO (BTS-MCO)"]);
    await userEvent.click(within(listbox).getByRole("option", { name: "BTS MCO (BTS-MCO)" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Date de début" }), "07092026");
    await userEvent.type(screen.getByRole("textbox", { name: "Date de fin" }), "01092026");
    await userEvent.click(screen.getByRole("button", { name: "Créer" }));
    expect(await screen.findByText("La date de fin doit être après la date de début.")).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByRole("textbox", { name: "Date de fin" }));
    await userEvent.type(screen.getByRole("textbox", { name: "Date de fin" }), "30062028");
    await userEvent.click(screen.getByRole("button", { name: "Créer" }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        name: "BTS MCO 2026-2028",
        programmeId: MCO,
        startDate: "2026-09-07",
        endDate: "2028-06-30",
      }),
    );
  });

  it("says to create a programme first when the school has none", async () => {
    const { loaded } = renderForm([]);
    await loaded();
    const link = await screen.findByRole("link", { name: "créez d'abord un programme" });
    expect(link.getAttribute("href")).toBe("/dashboard/programs");
  });
});
