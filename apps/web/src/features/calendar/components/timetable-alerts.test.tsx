import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { CurrentUserContext } from "../../../lib/current-user.tsx";
import { STUDENT_ME } from "../../../test/me.ts";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { TimetableAlerts } from "./timetable-alerts.tsx";

const STUDENT_ID = "6a1f0c52-1b9e-4d1e-9a51-0c2f3e4d5a6b";

describe("TimetableAlerts", () => {
  it("words an absence alert about a student, leading to their unexcused absences, beside a timetable change", async () => {
    mockApi((request) =>
      request.url === "/api/notifications"
        ? Response.json({
            items: [
              {
                kind: "absence",
                id: "absence-1",
                studentId: STUDENT_ID,
                alert: "percent",
                value: 25,
                studentName: "Hugo Lambert",
                createdAt: new Date().toISOString(),
                isRead: false,
              },
              {
                kind: "slot",
                id: "7",
                slotId: STUDENT_ID,
                courseId: STUDENT_ID,
                change: "moved",
                courseTitle: "Comptabilité",
                startsAt: "2026-12-07T08:00:00.000Z",
                createdAt: new Date().toISOString(),
                isRead: true,
              },
            ],
            unread: 1,
          })
        : undefined,
    );
    renderWithProviders(
      <CurrentUserContext.Provider value={{ ...STUDENT_ME, roles: ["admin"] }}>
        <TimetableAlerts />
      </CurrentUserContext.Provider>,
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Alertes : 1 non lue" }));
    const links = within(await screen.findByRole("list", { name: "Alertes" })).getAllByRole("link");
    expect(links[0]?.textContent).toContain("Hugo Lambert a manqué 25 % des séances des 30 derniers jours");
    expect(links[0]?.getAttribute("href")).toBe(`/dashboard/absences?studentId=${STUDENT_ID}&excused=false`);
    expect(links[1]?.textContent).toContain("Séance déplacée : Comptabilité");
  });

  it("tells the student about themselves", async () => {
    mockApi((request) =>
      request.url === "/api/notifications"
        ? Response.json({
            items: [
              {
                kind: "absence",
                id: "absence-2",
                studentId: STUDENT_ID,
                alert: "consecutive",
                value: 3,
                studentName: null,
                createdAt: new Date().toISOString(),
                isRead: false,
              },
            ],
            unread: 1,
          })
        : undefined,
    );
    renderWithProviders(
      <CurrentUserContext.Provider value={STUDENT_ME}>
        <TimetableAlerts />
      </CurrentUserContext.Provider>,
    );
    await userEvent.setup().click(await screen.findByRole("button", { name: "Alertes : 1 non lue" }));
    const link = within(await screen.findByRole("list", { name: "Alertes" })).getByRole("link");
    expect(link.textContent).toContain("Vous avez 3 absences consécutives non justifiées");
    expect(link.getAttribute("href")).toBe("/dashboard/absences");
  });
});
