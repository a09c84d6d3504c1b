import { expect, type Page, test } from "@playwright/test";
import { openRunningSlotSheet, signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

/** A day of next month as `yyyy-MM-dd` (the 15th by default): beyond the demo slots, so no booking clash. */
function dayNextMonth(dayOfMonth = 15): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, dayOfMonth);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(dayOfMonth).padStart(2, "0")}`;
}

/** `yyyy-MM-dd` as the lists show it: `dd/MM/yyyy`. */
const shownDay = (isoDay: string) => isoDay.split("-").reverse().join("/");

async function signOut(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
}

async function chooseOption(page: Page, combobox: string, option: string) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test("a teacher proposes a slot, an administrator validates it", async ({ page }) => {
  const room = `Salle E2E ${Date.now().toString(36)}`;
  const day = dayNextMonth();

  await signInAs(page, "prof@horizon.example");
  await page.goto("/dashboard/session");
  await expect(page.getByRole("heading", { name: "Gestion des séances" })).toBeVisible();
  await page.getByRole("button", { name: "Proposer une séance" }).click();
  const dialog = page.getByRole("dialog", { name: "Proposer une séance" });
  await dialog.getByRole("combobox", { name: "Cours" }).click();
  await page.getByRole("option", { name: "Bases de données" }).click();
  await dialog.getByLabel("Date").fill(shownDay(day));
  await dialog.getByLabel("Heure de début").fill("17:00");
  await dialog.getByLabel("Heure de fin").fill("18:30");
  await dialog.getByLabel("Salle").fill(room);
  await dialog.getByRole("button", { name: "Proposer" }).click();
  await expect(page.getByText("Proposition envoyée")).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signInAs(page, "admin@horizon.example");
  await page.goto("/dashboard/session");
  await chooseOption(page, "Statut", "proposé");
  await page.getByLabel("Du", { exact: true }).fill(shownDay(day));
  await page.getByLabel("Au", { exact: true }).fill(shownDay(day));
  const row = page.getByRole("row", { name: new RegExp(room) });
  await expect(row).toContainText("Bases de données");
  await expect(row).toContainText("17:00 – 18:30");
  await expect(row).toContainText("proposé");
  await row.getByRole("button", { name: "Valider" }).click();
  await expect(page.getByText("Mise à jour du statut réussie")).toBeVisible();
  // Validated, it leaves the "proposé" list and shows among the validated slots.
  await expect(row).toBeHidden();
  await chooseOption(page, "Statut", "validé");
  await expect(row.getByTestId("slot-status")).toHaveText("validé");

  // Its page says the same, and offers no more validation.
  await row.click();
  await expect(page).toHaveURL(/\/dashboard\/session\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1, name: "Bases de données" })).toBeVisible();
  await expect(page.getByTestId("slot-status")).toHaveText("validé");
  await expect(page.getByText(room)).toBeVisible();
  await expect(page.getByRole("button", { name: "Valider" })).toHaveCount(0);
});

test("a teacher proposes a slot from the Séances tab of their course; the list shows it", async ({
  page,
}) => {
  const room = `Salle Cours ${Date.now().toString(36)}`;
  const day = dayNextMonth(16);

  await signInAs(page, "prof@horizon.example");
  await page.goto("/dashboard/course");
  await page.getByRole("heading", { name: "Bases de données", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bases de données" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Séances" })).toHaveAttribute("aria-selected", "true");

  await page.getByRole("button", { name: "Proposer une séance" }).click();
  const dialog = page.getByRole("dialog", { name: "Proposer une séance" });
  // Pre-filled with the course, and proposed by the teacher for themself.
  await expect(dialog.getByRole("combobox", { name: "Cours" })).toHaveText("Bases de données");
  await expect(dialog.getByRole("textbox", { name: "Professeur" })).toHaveValue("Isabelle Fournier");
  await dialog.getByLabel("Date").fill(shownDay(day));
  await dialog.getByLabel("Heure de début").fill("10:00");
  await dialog.getByLabel("Heure de fin").fill("11:30");
  await dialog.getByLabel("Salle").fill(room);
  await dialog.getByRole("button", { name: "Proposer" }).click();
  await expect(page.getByText("Proposition envoyée")).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = page
    .getByRole("table", { name: "Séances du cours" })
    .getByRole("row", { name: new RegExp(room) });
  await expect(row).toContainText(shownDay(day));
  await expect(row).toContainText("10:00 – 11:30");
  await expect(row).toContainText("Isabelle Fournier");
  await expect(row.getByTestId("slot-status")).toHaveText("proposé");
});

test("the enrolled student finds the running slot's video link, homework and file on their course page", async ({
  page,
}) => {
  const fileName = `Support ${Date.now().toString(36)}.pdf`;

  await signInAs(page, "prof@horizon.example");
  await page.goto("/dashboard/sessionfac");
  await openRunningSlotSheet(page);
  // The files are on the teacher's slot sheet, with the roll call and the report; once they show,
  // the heading is the sheet's (the course), no longer the list's.
  await expect(page.getByRole("heading", { level: 2, name: "Fichiers" })).toBeVisible();
  const courseTitle = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(courseTitle).not.toBe("");
  expect(courseTitle).not.toBe("Feuilles de séance");
  await page.locator('input[type="file"]').setInputFiles({
    name: fileName,
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
  });
  await expect(page.getByText("Ajout réussi")).toBeVisible();

  await signOut(page);
  await signInAs(page, "apprenant@horizon.example");
  await page.goto("/dashboard/studentcourses");
  await page.getByRole("link", { name: new RegExp(`^${courseTitle}`) }).click();
  await expect(page).toHaveURL(/\/dashboard\/courseInfo\//);
  const running = page
    .getByRole("list", { name: "Séances à venir" })
    .getByRole("listitem")
    .filter({ hasText: "En cours" });
  await expect(running.getByRole("link", { name: "Rejoindre la visio" })).toHaveAttribute(
    "href",
    /^https:\/\/visio\.horizon\.example\//,
  );
  await expect(running.getByRole("heading", { name: "Travail à faire" })).toBeVisible();
  const downloading = page.waitForEvent("download");
  await running.getByRole("button", { name: `Télécharger ${fileName}` }).click();
  expect((await downloading).suggestedFilename()).toBe(fileName);
});

test("a slot over its learners' other slot is refused with their names; an administrator forces it with a reason", async ({
  page,
}) => {
  const day = dayNextMonth(21);
  const tag = Date.now().toString(36);

  /** Opens « Proposer une séance » (its dialog is « Nouvelle séance » for an administrator) on « Bases de données ». */
  const openDialog = async (title: string, times: [string, string], room: string) => {
    await page.getByRole("button", { name: "Proposer une séance" }).click();
    const dialog = page.getByRole("dialog", { name: title });
    await dialog.getByRole("combobox", { name: "Cours" }).click();
    await page.getByRole("option", { name: "Bases de données" }).click();
    await dialog.getByLabel("Date").fill(shownDay(day));
    await dialog.getByLabel("Heure de début").fill(times[0]);
    await dialog.getByLabel("Heure de fin").fill(times[1]);
    await dialog.getByLabel("Salle").fill(room);
    return dialog;
  };
  const refusal = page.getByRole("dialog", { name: "Apprenants déjà en séance" });

  // An administrator's slot without a teacher, so that the teacher's own bookings stay free.
  await signInAs(page, "admin@horizon.example");
  await page.goto("/dashboard/session");
  const first = await openDialog("Nouvelle séance", ["07:00", "08:00"], `Salle A ${tag}`);
  await chooseOption(page, "Professeur", "Aucun");
  await first.getByLabel("Créer la séance directement validée").check();
  await first.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Création réussie")).toBeVisible();
  await expect(first).toBeHidden();

  // The same learners half an hour later: refused, naming them; a teacher may not force it.
  await signOut(page);
  await signInAs(page, "prof@horizon.example");
  await page.goto("/dashboard/session");
  const second = await openDialog("Proposer une séance", ["07:30", "08:30"], `Salle B ${tag}`);
  await second.getByRole("button", { name: "Proposer" }).click();
  await expect(
    refusal.getByText(/^(1 apprenant a|\d+ apprenants ont) déjà une séance sur ce créneau\.$/),
  ).toBeVisible();
  const names = refusal.getByRole("list", { name: "Apprenants concernés" }).getByRole("listitem");
  expect(await names.count()).toBeGreaterThan(0);
  await expect(refusal.getByRole("button", { name: "Forcer" })).toHaveCount(0);
  await refusal.getByRole("button", { name: "Fermer" }).click();
  await second.getByRole("button", { name: "Annuler" }).click();

  await signOut(page);
  await signInAs(page, "admin@horizon.example");
  await page.goto("/dashboard/session");
  const forced = await openDialog("Nouvelle séance", ["07:30", "08:30"], `Salle C ${tag}`);
  await chooseOption(page, "Professeur", "Aucun");
  await forced.getByLabel("Créer la séance directement validée").check();
  await forced.getByRole("button", { name: "Créer" }).click();
  await expect(refusal.getByText(/déjà une séance sur ce créneau\.$/)).toBeVisible();
  await refusal.getByRole("button", { name: "Forcer" }).click();
  await expect(refusal.getByText("La raison est obligatoire")).toBeVisible();
  await refusal.getByLabel("Raison").fill("Séance de rattrapage commune");
  await refusal.getByRole("button", { name: "Forcer" }).click();
  await expect(page.getByText("Création réussie")).toBeVisible();
  await expect(refusal).toBeHidden();
  await expect(forced).toBeHidden();
});
