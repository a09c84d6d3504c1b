import type { Enrolment } from "@campus/contracts/enrolments";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { todayInput } from "../../../lib/dates.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { WithdrawDialog } from "./withdraw-dialog.tsx";

const enrolment = (studentId: string, firstname: string, lastname: string): Enrolment => ({
  course: { id: "course-1", title: "Algorithmique" },
  student: {
    id: studentId,
    studentNumber: `N-${studentId}`,
    firstname,
    lastname,
    usageName: null,
    programmeName: null,
    levelLabel: null,
    cohortName: null,
  },
  since: "2026-09-01",
});
const CHOSEN = [enrolment("s-1", "Léa", "Petit"), enrolment("s-2", "Hugo", "Martin")];
const REFUSAL = {
  code: "NOT_ENROLLED",
  message: "2 apprenants ne suivent pas les cours choisis : personne n'a été retiré.",
  field: "enrolments.0",
  details: [
    { field: "enrolments.0", message: "Léa Petit ne suit pas le cours Algorithmique." },
    { field: "enrolments.1", message: "Hugo Martin ne suit pas le cours Algorithmique." },
  ],
};

describe("« Retirer 2 inscriptions »", () => {
  it("says why the server refused, naming each student, and withdraws on the day and for the reason given", async () => {
    let answer = () => Response.json({ error: REFUSAL }, { status: 409 });
    const requests = mockApi((request) =>
      request.url === "/api/enrolments/withdrawals" ? answer() : undefined,
    );
    const onWithdrawn = vi.fn();
    renderWithProviders(<WithdrawDialog enrolments={CHOSEN} onClose={vi.fn()} onWithdrawn={onWithdrawn} />);

    expect(screen.getByText("Petit Léa — Algorithmique")).toBeTruthy();
    expect((screen.getByRole("textbox", { name: "Date d'effet" }) as HTMLInputElement).value).toBe(
      todayInput().split("-").reverse().join("/"),
    );
    await userEvent.click(screen.getByRole("button", { name: "Retirer" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(REFUSAL.message);
    expect(alert.textContent).toContain("Hugo Martin ne suit pas le cours Algorithmique.");
    expect(onWithdrawn).not.toHaveBeenCalled();

    answer = () => Response.json({ withdrawn: 2 });
    const day = screen.getByRole("textbox", { name: "Date d'effet" });
    await userEvent.clear(day);
    await userEvent.type(day, "31102026");
    await userEvent.type(screen.getByRole("textbox", { name: "Motif (facultatif)" }), "Réorientation");
    await userEvent.click(screen.getByRole("button", { name: "Retirer" }));
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalled());
    expect(requests.at(-1)).toMatchObject({
      method: "POST",
      body: {
        enrolments: [
          { courseId: "course-1", studentId: "s-1" },
          { courseId: "course-1", studentId: "s-2" },
        ],
        effectiveOn: "2026-10-31",
        reason: "Réorientation",
      },
    });
  });
});
