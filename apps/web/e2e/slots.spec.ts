import { expect, type Page, test } from "@playwright/test";
import { signIn } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

/** The 15th of next month as `yyyy-MM-dd`: beyond the demo slots, so no booking clash. */
function dayNextMonth(): string {
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-15`;
}

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

  await signIn(page, "prof@horizon.example");
  await page.goto("/dashboard/session");
  await expect(page.getByRole("heading", { name: "Gestion des séances" })).toBeVisible();
  await page.getByRole("button", { name: "Proposer une séance" }).click();
  const dialog = page.getByRole("dialog", { name: "Proposer une séance" });
  await dialog.getByRole("combobox", { name: "Cours" }).click();
  await page.getByRole("option", { name: "Bases de données" }).click();
  await dialog.getByLabel("Date").fill(day);
  await dialog.getByLabel("Heure de début").fill("17:00");
  await dialog.getByLabel("Heure de fin").fill("18:30");
  await dialog.getByLabel("Salle").fill(room);
  await dialog.getByRole("button", { name: "Proposer" }).click();
  await expect(page.getByText("Proposition envoyée")).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signIn(page, "admin@horizon.example");
  await page.goto("/dashboard/session");
  await chooseOption(page, "Statut", "proposé");
  await page.getByLabel("Du").fill(day);
  await page.getByLabel("Au").fill(day);
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
