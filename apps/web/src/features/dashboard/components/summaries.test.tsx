import type { AdminDashboard, TeacherDashboard } from "@campus/contracts/dashboard";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { mockApi, renderWithProviders } from "../../../test/render.tsx";
import { AdminSummary } from "./admin-summary.tsx";
import { TodaySlotsCard } from "./today-slots-card.tsx";

const STUDENT_ID = "6a1f0c52-1b9e-4d1e-9a51-0c2f3e4d5a6b";
const ADMIN_SUMMARY: AdminDashboard = {
  proposedSlots: 4,
  unexcusedAbsences: { count: 18, firstDay: "2026-11-23", lastDay: "2026-11-29" },
  studentsAtRisk: {
    settings: { consecutive: 3, percent: 20 },
    items: [
      {
        id: STUDENT_ID,
        studentNumber: "ATA-1",
        firstname: "Élodie",
        lastname: "Rossi",
        usageName: null,
        reasons: [{ kind: "consecutive", value: 4, crossedAt: "2026-11-24T08:00:00.000Z" }],
      },
    ],
    total: 3,
  },
  setup: { programme: true, cohort: true, course: true, teacher: true, student: true },
};

const href = (element: HTMLElement) => element.getAttribute("href");

describe("AdminSummary", () => {
  it("shows each figure with the link to the list it counts, and says the rule", async () => {
    mockApi((request) => (request.url === "/api/dashboard/admin" ? Response.json(ADMIN_SUMMARY) : undefined));
    renderWithProviders(<AdminSummary />);

    const proposals = await screen.findByRole("region", { name: "Séances à valider" });
    expect(await within(proposals).findByText("4")).toBeTruthy();
    expect(href(within(proposals).getByRole("link", { name: "Voir les propositions" }))).toBe(
      "/dashboard/session?status=proposed",
    );
    const absences = screen.getByRole("region", { name: "Absences non justifiées" });
    expect(absences.textContent).toContain("Cette semaine, du 23/11/2026 au 29/11/2026");
    expect(href(within(absences).getByRole("link", { name: "Voir ces absences" }))).toBe(
      "/dashboard/absences?from=2026-11-23&to=2026-11-29&excused=false",
    );
    const risk = screen.getByRole("region", { name: "Apprenants à risque" });
    expect(risk.textContent).toContain(
      "Au moins 3 absences consécutives non justifiées, ou plus de 20 % d'absences sur 30 jours.",
    );
    expect(href(within(risk).getByRole("link", { name: "Rossi Élodie" }))).toBe(
      `/dashboard/students/${STUDENT_ID}`,
    );
    expect(
      href(within(risk).getByRole("link", { name: "Absences de Rossi Élodie : 4 absences d'affilée" })),
    ).toBe(`/dashboard/absences?studentId=${STUDENT_ID}&excused=false`);
    expect(within(risk).getByRole("button", { name: "Voir tout" })).toBeTruthy();
    // Three students match, one is listed.
    expect(risk.textContent).toContain("et 2 autres apprenants");
  });

  it("shows « Démarrer » until the school has its five first records, each step said done or to do", async () => {
    mockApi((request) =>
      request.url === "/api/dashboard/admin"
        ? Response.json({
            ...ADMIN_SUMMARY,
            setup: { programme: true, cohort: false, course: false, teacher: false, student: false },
          })
        : undefined,
    );
    renderWithProviders(<AdminSummary />);

    const card = await screen.findByRole("region", { name: "Démarrer" });
    expect(card.textContent).toContain("Étapes faites : 1 sur 5.");
    const steps = within(within(card).getByRole("list", { name: "Étapes pour démarrer" })).getAllByRole(
      "listitem",
    );
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining("1. Un programme — fait"),
      expect.stringContaining("2. Une session — à faire"),
      expect.stringContaining("3. Un cours — à faire"),
      expect.stringContaining("4. Un professeur — à faire"),
      expect.stringContaining("5. Un apprenant — à faire"),
    ]);
    expect(href(within(card).getByRole("link", { name: "Voir les programmes" }))).toBe("/dashboard/programs");
    expect(href(within(card).getByRole("link", { name: "Créer une session" }))).toBe("/dashboard/cohorts");
    expect(href(within(card).getByRole("link", { name: "Créer un cours" }))).toBe("/dashboard/admCourseList");
    expect(href(within(card).getByRole("link", { name: "Ajouter un professeur" }))).toBe(
      "/dashboard/teachers",
    );
    expect(href(within(card).getByRole("link", { name: "Ajouter un apprenant" }))).toBe(
      "/dashboard/students",
    );
  });

  it("shows no « Démarrer » once the school has all five", async () => {
    mockApi((request) => (request.url === "/api/dashboard/admin" ? Response.json(ADMIN_SUMMARY) : undefined));
    renderWithProviders(<AdminSummary />);
    await screen.findByRole("region", { name: "Séances à valider" });
    expect(await screen.findByText("4")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Démarrer" })).toBeNull();
  });

  it("says when nobody is at risk", async () => {
    mockApi((request) =>
      request.url === "/api/dashboard/admin"
        ? Response.json({
            ...ADMIN_SUMMARY,
            studentsAtRisk: { ...ADMIN_SUMMARY.studentsAtRisk, items: [], total: 0 },
          })
        : undefined,
    );
    renderWithProviders(<AdminSummary />);
    expect(await screen.findByText("Aucun apprenant au-delà des seuils.")).toBeTruthy();
  });

  it("lists the first three students at risk and counts the others", async () => {
    const [first] = ADMIN_SUMMARY.studentsAtRisk.items;
    const items = ["1", "2", "3", "4", "5"].map((n) => ({
      ...first,
      id: STUDENT_ID.replace(/.$/, n),
      lastname: `Rossi${n}`,
    }));
    mockApi((request) =>
      request.url === "/api/dashboard/admin"
        ? Response.json({
            ...ADMIN_SUMMARY,
            studentsAtRisk: { ...ADMIN_SUMMARY.studentsAtRisk, items, total: 7 },
          })
        : undefined,
    );
    renderWithProviders(<AdminSummary />);
    const list = await screen.findByRole("list", { name: "Apprenants à risque" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(3);
    expect(screen.getByText("et 4 autres apprenants")).toBeTruthy();
  });

  it("saves the company's thresholds from « Régler les seuils », refusing a share over 100 %", async () => {
    const requests = mockApi((request) => {
      if (request.url === "/api/dashboard/admin") return Response.json(ADMIN_SUMMARY);
      if (request.url === "/api/absence-alerts/settings" && request.method === "PUT") {
        return Response.json(request.body);
      }
      return undefined;
    });
    const saved = () => requests.filter((request) => request.method === "PUT").map((request) => request.body);
    renderWithProviders(<AdminSummary />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Régler les seuils" }));
    const dialog = await screen.findByRole("dialog", { name: "Alertes d'absence" });
    const consecutive = within(dialog).getByRole("spinbutton", { name: "Absences consécutives" });
    const percent = within(dialog).getByRole("spinbutton", { name: "Pourcentage d'absences" });
    expect(consecutive).toHaveProperty("value", "3");
    await user.clear(percent);
    await user.type(percent, "150");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    expect(await within(dialog).findByText("Pourcentage d'absences : 100 au maximum.")).toBeTruthy();
    expect(saved()).toEqual([]);
    await user.clear(consecutive);
    await user.type(consecutive, "1");
    await user.clear(percent);
    await user.type(percent, "0");
    await user.click(within(dialog).getByRole("button", { name: "Enregistrer" }));
    await waitFor(() => expect(saved()).toEqual([{ consecutive: 1, percent: 0 }]));
  });

  it("offers to try again when the summary cannot be read", async () => {
    let calls = 0;
    mockApi((request) => {
      if (request.url !== "/api/dashboard/admin") return undefined;
      calls++;
      return calls === 1
        ? Response.json({ error: { code: "INTERNAL", message: "Erreur" } }, { status: 500 })
        : Response.json(ADMIN_SUMMARY);
    });
    const user = userEvent.setup();
    renderWithProviders(<AdminSummary />);
    const alert = await screen.findByText("Impossible de charger les séances proposées.");
    await user.click(
      within(alert.closest('[role="alert"]') as HTMLElement).getByRole("button", { name: "Réessayer" }),
    );
    expect(await screen.findByRole("link", { name: "Voir les propositions" })).toBeTruthy();
  });
});

const SLOT = {
  course: { id: "c1", title: "Algèbre", thematicTitle: "" },
  teacher: { id: "t1", name: "Julien Bernard" },
  room: "104",
  mode: "presentiel" as const,
  videoLink: null,
  report: "",
  homework: "",
  fileCount: 0,
};

describe("TodaySlotsCard", () => {
  it("offers the roll call of the validated and held slots, at the sheet's roll call", async () => {
    const summary: TeacherDashboard = {
      todaySlots: [
        {
          ...SLOT,
          id: "s1",
          startsAt: "2026-11-24T08:00:00.000Z",
          endsAt: "2026-11-24T11:00:00.000Z",
          status: "held",
          attendance: { enrolled: 5, present: 3, absent: 2, late: 0, unmarked: 0 },
        },
        {
          ...SLOT,
          id: "s2",
          startsAt: "2026-11-24T13:00:00.000Z",
          endsAt: "2026-11-24T15:00:00.000Z",
          status: "validated",
          attendance: { enrolled: 5, present: 1, absent: 0, late: 0, unmarked: 4 },
        },
        {
          ...SLOT,
          id: "s3",
          startsAt: "2026-11-24T16:00:00.000Z",
          endsAt: "2026-11-24T17:00:00.000Z",
          status: "cancelled",
          attendance: { enrolled: 5, present: 0, absent: 0, late: 0, unmarked: 5 },
        },
      ],
      workToGrade: { items: [], boxCount: 0, total: 0 },
    };
    mockApi((request) => (request.url === "/api/dashboard/teacher" ? Response.json(summary) : undefined));
    renderWithProviders(<TodaySlotsCard />);

    const list = await screen.findByRole("list", { name: "Séances du jour" });
    const [held, validated, cancelled] = within(list).getAllByRole("listitem");
    if (!held || !validated || !cancelled) throw new Error("three slots expected");
    expect(held.textContent).toContain("Appel fait · 2 absents");
    expect(href(within(held).getByRole("link", { name: /^Modifier l'appel : Algèbre, 09:00 – 12:00/ }))).toBe(
      "/dashboard/sessionfac/s1#appel",
    );
    expect(validated.textContent).toContain("Appel en cours · 1 / 5 marqués");
    expect(href(within(validated).getByRole("link", { name: /^Faire l'appel/ }))).toBe(
      "/dashboard/sessionfac/s2#appel",
    );
    expect(within(cancelled).queryByRole("link")).toBeNull();
  });

  it("says when there is no slot today", async () => {
    mockApi((request) =>
      request.url === "/api/dashboard/teacher"
        ? Response.json({ todaySlots: [], workToGrade: { items: [], boxCount: 0, total: 0 } })
        : undefined,
    );
    renderWithProviders(<TodaySlotsCard />);
    expect(await screen.findByText("Aucune séance aujourd'hui.")).toBeTruthy();
  });
});
