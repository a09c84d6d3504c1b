import type { CourseDetail, EnrolledStudent } from "@campus/contracts/courses";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render.tsx";
import { CourseStudentsTab } from "./course-students-tab.tsx";

const student = (n: number): EnrolledStudent => ({
  id: `0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b${String(n).padStart(4, "0")}`,
  studentNumber: `N-${n}`,
  firstname: "Élève",
  lastname: `Nom${String(n).padStart(2, "0")}`,
  usageName: null,
  email: `eleve${n}@example.org`,
  enrolledAt: "2026-01-05T08:00:00.000Z",
});

const COURSE: CourseDetail = {
  id: "0b6f4c36-3f4c-4b0e-9d55-6c3f3a1b2c00",
  title: "Algorithmique",
  thematicTitle: "",
  description: "",
  programme: null,
  level: null,
  cohort: null,
  plannedHours: 30,
  archived: false,
  teachers: [],
  teacherCount: 0,
  enrolledCount: 30,
  students: Array.from({ length: 30 }, (_, i) => student(i + 1)),
  createdAt: "2026-01-01T08:00:00.000Z",
  updatedAt: "2026-01-01T08:00:00.000Z",
};

const addressOf = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

describe("the Apprenants tab", () => {
  // The pagination is a file of its own (ui/list-controls.ts), loaded after the list's first paint:
  // fetched once here, not raced by the first click (what failed on a loaded machine).
  beforeAll(() => import("../../../ui/list-controls.ts"), 30_000);

  it("keeps its page and search in the address: a reload finds the same list", async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWithProviders(<CourseStudentsTab course={COURSE} />, {
      url: "/cours/1?tab=apprenants",
    });
    await user.click(screen.getByRole("button", { name: "Page suivante" }));
    expect(screen.getByText("26–30 sur 30")).toBeTruthy();
    expect(first.router.state.location.search).toBe("?tab=apprenants&apprenants.page=2");
    first.unmount();

    const reloaded = renderWithProviders(<CourseStudentsTab course={COURSE} />, {
      url: addressOf(first.router),
    });
    expect(screen.getByText("26–30 sur 30")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Nom26 Élève" })).toBeTruthy();

    // A search goes back to page 1 of this list only, and survives a reload too.
    await user.type(screen.getByRole("searchbox", { name: "Rechercher un apprenant" }), "nom07");
    await waitFor(() =>
      expect(reloaded.router.state.location.search).toBe("?tab=apprenants&apprenants.q=nom07"),
    );
    reloaded.unmount();
    renderWithProviders(<CourseStudentsTab course={COURSE} />, { url: addressOf(reloaded.router) });
    expect(screen.getByText("1–1 sur 1")).toBeTruthy();
    expect(screen.getByRole("searchbox", { name: "Rechercher un apprenant" })).toHaveProperty(
      "value",
      "nom07",
    );
  }, 20_000);
});
