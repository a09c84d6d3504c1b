import { expect, type Page, test } from "@playwright/test";
import { api, parisToday, signInByApi } from "./support.ts";

test.use({ viewport: { width: 1366, height: 900 } });

/** Drags from one point to another in small steps, as a hand would. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, from.y + 4, { steps: 2 });
  await page.mouse.move(to.x, to.y, { steps: 8 });
  await page.mouse.up();
}

test("a student's week shows the seed's slots; a click opens the slot", async ({ page }) => {
  const token = await signInByApi(page, "apprenant@ata.example");
  const week = await api(
    page,
    token,
    "GET",
    `/api/calendar/events?from=${parisToday("00:00")}&to=${new Date(Date.now() + 7 * 864e5).toISOString()}`,
  );
  const first = week.items.find((slot: { status: string }) => slot.status !== "cancelled");
  expect(first).toBeTruthy();
  await page.goto("/dashboard/calendar");
  await expect(page.getByRole("heading", { name: "Emploi du temps" })).toBeVisible();
  const event = page.getByRole("button", { name: new RegExp(first.course.title) }).first();
  await expect(event).toBeVisible();
  await event.click();
  const dialog = page.getByRole("dialog", { name: first.course.title });
  await expect(dialog.getByText("Professeur", { exact: true })).toBeVisible();
  await expect(dialog.getByRole("link", { name: "Voir la séance" })).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
});

test("a student's « Voir la séance » opens their course page at that slot, with its room and teacher, without a refusal", async ({
  page,
}) => {
  const refused: string[] = [];
  page.on("response", (response) => {
    if ([401, 403].includes(response.status())) refused.push(`${response.status()} ${response.url()}`);
  });
  const token = await signInByApi(page, "apprenant@horizon.example");
  // The week the calendar opens on, Monday to Monday.
  const monday = Date.parse(parisToday("00:00")) - ((new Date().getDay() + 6) % 7) * 864e5;
  const week = await api(
    page,
    token,
    "GET",
    `/api/calendar/events?from=${new Date(monday).toISOString()}&to=${new Date(monday + 7 * 864e5).toISOString()}`,
  );
  const slot = week.items.find(
    (item: { status: string; room: string | null; teacher: unknown }) =>
      item.status === "validated" && item.room && item.teacher,
  );
  expect(slot).toBeTruthy();
  await page.goto("/dashboard/calendar");
  await page
    .getByRole("button", { name: new RegExp(`${slot.course.title} · ${slot.room}`) })
    .first()
    .click();
  const dialog = page.getByRole("dialog", { name: slot.course.title });
  await dialog.getByRole("link", { name: "Voir la séance" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/courseInfo/${slot.course.id}\\?seance=${slot.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: slot.course.title })).toBeVisible();
  const chosen = page.getByRole("region", { name: "Séance choisie" });
  await expect(chosen).toContainText(slot.room);
  await expect(chosen).toContainText(slot.teacher.name);
  await expect(page.getByText(/Impossible de charger|introuvable/)).toHaveCount(0);
  expect(refused).toEqual([]);
});

test("a teacher selects a range and proposes a slot", async ({ page }) => {
  await signInByApi(page, "prof@ata.example");
  await page.goto("/dashboard/calendar");
  await expect(page.getByRole("heading", { name: "Planning" })).toBeVisible();
  // Next week's Saturday evening: free of the demo slots.
  await page.getByRole("button", { name: /suivant/i }).click();
  await page.locator('[data-time="20:00:00"]').first().scrollIntoViewIfNeeded();
  const box = await page.getByRole("columnheader").nth(5).boundingBox();
  const start = await page.locator('[data-time="18:00:00"]').first().boundingBox();
  const end = await page.locator('[data-time="19:30:00"]').first().boundingBox();
  if (!box || !start || !end) throw new Error("calendar not laid out");
  const x = box.x + box.width / 2;
  await drag(page, { x, y: start.y + 5 }, { x, y: end.y + 5 });
  const dialog = page.getByRole("dialog", { name: "Proposer une séance" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Heure de début")).toHaveValue("18:00");
  await expect(dialog.getByLabel("Heure de fin")).toHaveValue("20:00");
  await dialog.getByRole("combobox", { name: "Cours" }).click();
  const course = (await page.getByRole("option").first().textContent()) ?? "";
  await page.getByRole("option").first().click();
  const room = `E2E ${Date.now().toString(36)}`;
  await dialog.getByLabel("Salle").fill(room);
  await dialog.getByRole("button", { name: "Proposer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("button", { name: `18:00 – 20:00 ${course} · ${room}` })).toBeVisible();
});

test("an administrator moves a slot; the student's calendar and alerts follow without a reload", async ({
  browser,
}) => {
  const studentPage = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const studentToken = await signInByApi(studentPage, "apprenant@ata.example");
  const adminPage = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const adminToken = await signInByApi(adminPage, "admin@ata.example");
  const mine = await api(
    studentPage,
    studentToken,
    "GET",
    `/api/calendar/events?from=${parisToday("00:00")}&to=${new Date(Date.now() + 7 * 864e5).toISOString()}`,
  );
  // The demo's live slots follow the clock (one running now, one three hours later, two hours long): the slot
  // goes at an hour the student has free, with the hour before it, where it is moved.
  const busy = (mine.items as { startsAt: string; endsAt: string }[]).map(
    (event) => [Date.parse(event.startsAt), Date.parse(event.endsAt)] as const,
  );
  const hh = (hour: number) => `${String(hour).padStart(2, "0")}:00`;
  const hour = [20, 22, 8, 18, 16, 14, 12, 10, 21, 19, 17, 15, 13, 11, 9].find((candidate) => {
    const from = Date.parse(parisToday(hh(candidate - 1)));
    const to = Date.parse(parisToday(hh(candidate + 1)));
    return busy.every(([start, end]) => end <= from || start >= to);
  });
  if (hour === undefined) throw new Error("no free hour for the student today");
  const room = `Mv${Date.now().toString(36)}`;
  await api(adminPage, adminToken, "POST", "/api/slots", {
    courseId: mine.items[0].course.id,
    startsAt: parisToday(hh(hour)),
    endsAt: parisToday(hh(hour + 1)),
    room,
    status: "validated",
  });
  // Nothing unread before the move, so that the badge seen after it is the move's.
  const read = await studentPage.request.post("/api/notifications/read", {
    headers: { authorization: `Bearer ${studentToken}` },
  });
  expect(read.status()).toBe(204);
  await studentPage.goto("/dashboard/calendar");
  const studentEvent = studentPage.getByRole("button", { name: new RegExp(room) });
  await expect(studentEvent).toContainText(`${hh(hour)} – ${hh(hour + 1)}`);

  await adminPage.goto("/dashboard/calendar");
  await adminPage.getByLabel("Salle").fill(room);
  const adminEvent = adminPage.getByRole("button", { name: new RegExp(room) });
  await expect(adminEvent).toBeVisible();
  await adminPage
    .locator(`[data-time="${hh(hour).replace(":00", ":30")}:00"]`)
    .first()
    .scrollIntoViewIfNeeded();
  const from = await adminEvent.boundingBox();
  const lane = await adminPage
    .locator(`[data-time="${hh(hour - 1)}:00"]`)
    .first()
    .boundingBox();
  if (!from || !lane) throw new Error("calendar not laid out");
  await drag(
    adminPage,
    { x: from.x + from.width / 2, y: from.y + 8 },
    { x: from.x + from.width / 2, y: lane.y + 8 },
  );
  await expect(adminPage.getByText("Séance déplacée")).toBeVisible();
  await expect(studentEvent).toContainText(`${hh(hour - 1)} – ${hh(hour)}`);
  // The header's alerts too: the move is the newest, unread, in the student's list.
  const alerts = studentPage.getByRole("button", { name: /^Alertes : \d+ non lue/ });
  await alerts.click();
  const list = studentPage.getByRole("list", { name: "Alertes" });
  await expect(list.getByRole("listitem").first()).toContainText("Séance déplacée");
});

test("a teacher exports the planning as PDF and XLSX", async ({ page }) => {
  await signInByApi(page, "prof@ata.example");
  await page.goto("/dashboard/calendar");
  await page.getByRole("button", { name: "Exporter le planning" }).click();
  const dialog = page.getByRole("dialog", { name: "Exporter le planning" });
  await dialog.getByLabel("Titre").fill("Planning de la semaine");
  for (const format of ["PDF", "XLSX"] as const) {
    const download = page.waitForEvent("download");
    await dialog.getByRole("button", { name: `Télécharger ${format}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      new RegExp(`^planning-de-la-semaine-.*\\.${format.toLowerCase()}$`),
    );
  }
});
