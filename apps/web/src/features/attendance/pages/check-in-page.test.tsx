import type { Slot } from "@campus/contracts/slots";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { CheckInPage } from "./check-in-page.tsx";

const RUNNING: Slot = {
  id: "slot-1",
  course: { id: "course-1", title: "Réseaux", thematicTitle: "" },
  teacher: { id: "teacher-1", name: "Alice Martin" },
  startsAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  endsAt: new Date(Date.now() + 60 * 60_000).toISOString(),
  room: null,
  mode: "distanciel",
  videoLink: null,
  status: "validated",
  report: "",
  homework: "",
  fileCount: 0,
};

describe("« Émargement » of a distance slot", () => {
  it("shows the signature pad only once the slot's words are there, so that they never push it under the pen", async () => {
    let answer: (response: Response) => void = () => undefined;
    const live = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    mockApi((request) => (request.url === "/api/slots/live" ? live : undefined));
    renderWithProviders(<CheckInPage />, { url: "/dashboard/emargement?distance=slot-1" });

    expect(await screen.findByTestId("remote-signature-loading")).toBeTruthy();
    expect(screen.queryByTestId("signature-pad")).toBeNull();

    answer(Response.json({ live: [RUNNING], next: null }));
    expect(await screen.findByRole("heading", { name: "Réseaux" })).toBeTruthy();
    expect(screen.getByTestId("signature-pad")).toBeTruthy();
    expect(
      screen.getByText("Vous suivez ce cours à distance : signez ci-dessous pour émarger."),
    ).toBeTruthy();
    expect(screen.queryByTestId("remote-signature-loading")).toBeNull();
  });
});
