import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CurrentUserContext } from "../../lib/current-user.tsx";
import { STUDENT_ME } from "../../test/me.ts";
import { mockApi, renderWithProviders } from "../../test/render.tsx";
import { AppPage } from "./app-page.tsx";

describe("AppPage (student)", () => {
  it("reads the next two weeks' slots once, even when the minute turns while the page mounts", async () => {
    // Each reading of the clock is a minute later than the last: a range worked out twice would differ.
    let clock = Date.parse("2026-11-25T08:00:30.000Z");
    vi.spyOn(Date, "now").mockImplementation(() => {
      clock += 61_000;
      return clock;
    });
    const requests = mockApi((request) => {
      if (request.url === "/api/dashboard/student")
        return Response.json({ workDue: { items: [], total: 0 } });
      if (request.url.startsWith("/api/slots/mine")) return Response.json({ items: [] });
      if (request.url === "/api/slots/live") return Response.json({ live: [], next: null });
      return undefined;
    });

    renderWithProviders(
      <CurrentUserContext.Provider value={STUDENT_ME}>
        <AppPage />
      </CurrentUserContext.Provider>,
    );

    expect(await screen.findByText("Aucune séance dans les 14 prochains jours.")).toBeTruthy();
    const slotReads = requests.filter((request) => request.url.startsWith("/api/slots/mine"));
    expect(slotReads).toHaveLength(1);
    vi.restoreAllMocks();
  });
});
