import type { SchoolOptions } from "@campus/contracts/school";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { BulkEnrolDialog } from "./bulk-enrol-dialog.tsx";

const SCHOOL: SchoolOptions = {
  programmes: [{ id: "p-sio", code: "BTS-SIO", name: "BTS SIO", levelIds: ["l-1", "l-2"], archived: false }],
  levels: [
    { id: "l-1", label: "1re année" },
    { id: "l-2", label: "2e année" },
    { id: "l-3", label: "3e année" },
  ],
  cohorts: [
    {
      id: "c-sio",
      name: "BTS SIO 2025-2027",
      programmeId: "p-sio",
      startDate: null,
      endDate: null,
      archived: false,
    },
  ],
  tracks: [],
};

const NOBODY_AT_LEVEL =
  "Aucun apprenant de la session BTS SIO 2025-2027 au niveau 1re année. Ses 150 apprenants sont en 2e année.";

function renderDialog(bulk: () => Response) {
  const requests = mockApi((request) => {
    if (request.url === "/api/school/options") return Response.json(SCHOOL);
    if (request.url === "/api/courses/course-1/enrolments/bulk") return bulk();
    return undefined;
  });
  const onClose = vi.fn();
  renderWithProviders(
    <BulkEnrolDialog courseId="course-1" defaultCohortId="c-sio" defaultLevelId="l-1" onClose={onClose} />,
  );
  return { requests, onClose };
}

describe("« Inscription groupée »", () => {
  it("shows under the level why nobody was enrolled, and stays open to choose again", async () => {
    const { requests, onClose } = renderDialog(() =>
      Response.json(
        { error: { code: "VALIDATION", message: NOBODY_AT_LEVEL, field: "levelId" } },
        { status: 400 },
      ),
    );
    const level = screen.getByRole("combobox", { name: "Niveau (facultatif)" });
    await waitFor(() => expect(level.textContent).toBe("1re année"));
    await userEvent.click(screen.getByRole("button", { name: "Inscrire" }));

    expect(await screen.findByText(NOBODY_AT_LEVEL)).toBeTruthy();
    expect(requests.at(-1)).toMatchObject({ method: "POST", body: { cohortId: "c-sio", levelId: "l-1" } });
    expect(onClose).not.toHaveBeenCalled();

    // The session's programme's levels only.
    await userEvent.click(level);
    const options = (await screen.findAllByRole("option")).map((option) => option.textContent);
    expect(options).toEqual(["Tous les niveaux", "1re année", "2e année"]);
    await userEvent.click(screen.getByRole("option", { name: "2e année" }));
    await waitFor(() => expect(screen.queryByText(NOBODY_AT_LEVEL)).toBeNull());
  });

  it("says the students chosen all follow the course already when none is added", async () => {
    const { onClose } = renderDialog(() => Response.json({ added: 0 }));
    await waitFor(() =>
      expect(screen.getByRole("combobox", { name: "Niveau (facultatif)" }).textContent).toBe("1re année"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Inscrire" }));
    expect(
      await screen.findByText(
        "Aucun nouvel apprenant inscrit : les apprenants choisis suivent déjà ce cours.",
      ),
    ).toBeTruthy();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
