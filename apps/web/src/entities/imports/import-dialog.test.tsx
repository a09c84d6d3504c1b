import type { ImportReport } from "@campus/contracts/imports";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../test/render.tsx";
import { ImportDialog } from "./import-dialog.tsx";

const report = (committed: boolean): ImportReport => ({
  kind: "cohorts",
  committed,
  rows: [
    {
      row: 2,
      action: "create",
      data: { nom: "BTS MCO 2026-2028", code_programme: "BTS-MCO", debut: "2026-09-07", fin: "2028-06-30" },
    },
  ],
  errors: [{ row: 3, field: "code_programme", reason: "Programme inconnu : BACH" }],
  counts: { total: 2, create: 1, update: 0, skip: 0, error: 1 },
});

describe("« Importer des sessions scolaires »", () => {
  it("previews the file with its refused rows, then imports the valid ones", async () => {
    const requests = mockApi((request) => {
      if (request.url === "/api/imports/cohorts/preview") return Response.json(report(false));
      if (request.url === "/api/imports/cohorts/commit") return Response.json(report(true));
      return undefined;
    });
    renderWithProviders(<ImportDialog kind="cohorts" isOpen onClose={vi.fn()} />);

    const dialog = screen.getByRole("dialog", { name: "Importer des sessions scolaires" });
    expect(dialog.textContent).toContain("nom, code_programme, debut, fin");
    expect(dialog.textContent).toContain("Le programme est désigné par son code");
    const file = new File(["nom;code_programme;debut;fin\n"], "sessions.csv", { type: "text/csv" });
    await userEvent.upload(within(dialog).getByLabelText("Fichier à importer"), file);
    await userEvent.click(within(dialog).getByRole("button", { name: "Prévisualiser" }));

    const errors = await within(dialog).findByRole("table", { name: "Erreurs de l'import" });
    expect(errors.textContent).toContain("Programme inconnu : BACH");
    expect(dialog.textContent).toContain("1 ligne sera importée.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Importer les lignes valides" }));
    expect(await within(dialog).findByText(/Import terminé : 1 création,/)).toBeTruthy();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "POST /api/imports/cohorts/preview",
      "POST /api/imports/cohorts/commit",
    ]);
  });

  it("asks an enrolments file for the student's e-mail or number", () => {
    mockApi(() => undefined);
    renderWithProviders(<ImportDialog kind="enrolments" isOpen onClose={vi.fn()} />);
    const dialog = screen.getByRole("dialog", { name: "Importer des inscriptions" });
    expect(dialog.textContent).toContain("cours (obligatoires), email ou numero_etudiant, date.");
  });
});
