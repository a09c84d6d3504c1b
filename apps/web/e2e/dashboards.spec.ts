import { expect, type Page, test } from "@playwright/test";
import { api, parisToday, signInByApi } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const TEACHER = "prof@ata.example";
const ADMIN = "admin@ata.example";
const MINUTE = 60_000;

interface SlotRow {
  id: string;
  startsAt: string;
  endsAt: string;
  course: { id: string; title: string };
  teacher: { id: string } | null;
}

/** The first 15 minutes of today (Paris) where the teacher has no slot: a new one there cannot clash. */
async function freeQuarterToday(page: Page, teacherToken: string) {
  const dayStart = new Date(parisToday("00:00")).getTime();
  const dayEnd = new Date(parisToday("23:45")).getTime();
  const { items } = (await api(
    page,
    teacherToken,
    "GET",
    `/api/slots/mine?from=${new Date(dayStart).toISOString()}&to=${new Date(dayEnd + 15 * MINUTE).toISOString()}`,
  )) as { items: SlotRow[] };
  for (let start = dayStart + 15 * MINUTE; start <= dayEnd; start += 15 * MINUTE) {
    const end = start + 15 * MINUTE;
    const isFree = items.every(
      (slot) => new Date(slot.endsAt).getTime() <= start || new Date(slot.startsAt).getTime() >= end,
    );
    if (isFree) return { startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() };
  }
  throw new Error("the teacher has no free quarter today");
}

test("the teacher's home lists today's slot, and « Faire l'appel » opens its roll call", async ({ page }) => {
  const teacherToken = await signInByApi(page, TEACHER);
  const adminToken = (await (
    await page.request.post("/api/auth/login", { data: { email: ADMIN, password: "Demo2026!" } })
  ).json()) as { token: string };
  // A course of the teacher's, from their past and coming slots.
  const { items } = (await api(page, teacherToken, "GET", "/api/slots/mine")) as { items: SlotRow[] };
  const taught = items.find((slot) => slot.teacher !== null);
  if (!taught?.teacher) throw new Error("the demo teacher has no slot");
  const room = `Salle E2E ${Date.now().toString(36)}`;
  const created = (await api(page, adminToken.token, "POST", "/api/slots", {
    courseId: taught.course.id,
    teacherId: taught.teacher.id,
    room,
    status: "validated",
    ...(await freeQuarterToday(page, teacherToken)),
  })) as SlotRow;

  await page.goto("/dashboard/app");
  const today = page.getByRole("region", { name: "Mes séances du jour" });
  const row = today.getByRole("listitem").filter({ hasText: room });
  await expect(row).toContainText(taught.course.title);
  await expect(row).toContainText("Appel à faire");
  await expect(page.getByRole("region", { name: "Travaux à corriger" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Messages non lus" })).toBeVisible();

  await row.getByRole("link", { name: /^Faire l'appel/ }).click();
  await expect(page).toHaveURL(`/dashboard/sessionfac/${created.id}#appel`);
  const rollCall = page.getByRole("region", { name: "Appel" });
  await expect(rollCall).toBeInViewport();
  await expect(rollCall.getByRole("heading", { name: "Appel" })).toBeFocused();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(taught.course.title);
});

test("the administrators' home sums up proposals, this week's absences and students at risk, with links", async ({
  page,
}) => {
  await signInByApi(page, ADMIN);
  await page.goto("/dashboard/administrateurs");
  const summary = page.getByTestId("admin-summary");
  const proposals = summary.getByRole("region", { name: "Séances à valider" });
  const figure = (await proposals.getByText(/^\d[\d\s\u202f]*$/).textContent()) ?? "";
  const proposed = Number(figure.replace(/\D/g, ""));
  expect(proposed).toBeGreaterThan(0);
  const risk = summary.getByRole("region", { name: "Apprenants à risque" });
  await expect(risk).toContainText(/Au moins \d+ absences? consécutives? non justifiées?/);
  // The administrators' list is still there, below.
  await expect(page.getByRole("heading", { level: 1, name: "Administrateurs" })).toBeVisible();

  await proposals.getByRole("link", { name: "Voir les propositions" }).click();
  await expect(page).toHaveURL(/\/dashboard\/session\?status=proposed$/);
  await expect(page.getByText(`${proposed} séance${proposed > 1 ? "s" : ""}`, { exact: true })).toBeVisible();
  await expect(
    page.getByRole("table", { name: "Liste des séances" }).getByText("Proposé").first(),
  ).toBeVisible();

  await page.goBack();
  const absences = summary.getByRole("region", { name: "Absences non justifiées" });
  const weekFigure = Number(
    ((await absences.getByText(/^\d[\d\s\u202f]*$/).textContent()) ?? "").replace(/\D/g, ""),
  );
  await absences.getByRole("link", { name: "Voir ces absences" }).click();
  await expect(page).toHaveURL(
    /\/dashboard\/absences\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}&excused=false$/,
  );
  await expect(
    page.getByText(`${weekFigure} absence${weekFigure > 1 ? "s" : ""}`, { exact: true }),
  ).toBeVisible();
});
