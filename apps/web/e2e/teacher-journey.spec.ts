import { expect, type Locator, type Page, test } from "@playwright/test";
import { signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

// A teacher reads the people lists through views of their own (no phone, no postal address): these
// pages once failed to load for a teacher, and only an administrator's journey was tested.

/** No "Impossible de charger…" alert on the page. */
async function expectNoLoadError(page: Page) {
  await expect(page.getByRole("alert").filter({ hasText: /Impossible de charger/ })).toHaveCount(0);
}

/** The table shows rows beyond its header, and its first link leads on. */
async function expectRows(table: Locator) {
  await expect(table.getByRole("link").first()).toBeVisible();
  expect(await table.getByRole("row").count()).toBeGreaterThan(1);
}

test("the demo teacher opens the teachers, students and accounts lists and their details", async ({
  page,
}) => {
  await signInAs(page, "prof@ata.example");

  await page.goto("/dashboard/teachers");
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des professeurs" })).toBeVisible();
  const teachers = page.getByRole("table", { name: "Liste des professeurs" });
  await expectRows(teachers);
  await expectNoLoadError(page);
  // A colleague's record (the limited view), not the teacher's own.
  const colleague = teachers.getByRole("link").filter({ hasNotText: "Bernard" }).first();
  const colleagueName = (await colleague.textContent()) ?? "";
  await colleague.click();
  await expect(page).toHaveURL(/\/dashboard\/teachers\/[0-9a-f-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(colleagueName.trim());
  await expect(page.getByText("Cours enseignés")).toBeVisible();
  await expectNoLoadError(page);

  await page.goto("/dashboard/students");
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des apprenants" })).toBeVisible();
  const students = page.getByRole("table", { name: "Liste des apprenants" });
  await expectRows(students);
  await expectNoLoadError(page);
  await students.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/dashboard\/students\/[0-9a-f-]+$/);
  await expect(page.getByText(/Apprenant · N° /)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Identité" })).toBeVisible();
  await expectNoLoadError(page);
  await page.getByRole("tab", { name: "Présences" }).click();
  await expect(page.getByRole("heading", { name: "Absences et retards" })).toBeVisible();
  await expectNoLoadError(page);

  // The accounts pages are staff pages: a teacher reads them as cards.
  await page.goto("/dashboard/user/list");
  const accounts = page.getByRole("table", { name: "Liste des utilisateurs" });
  await expect(accounts.getByRole("row").nth(1)).toBeVisible();
  await expect(accounts).toContainText("admin@ata.example");
  await expectNoLoadError(page);
  await page.goto("/dashboard/user/card");
  const cards = page.getByRole("list", { name: "Utilisateurs" });
  await expect(cards.getByRole("listitem").first()).toBeVisible();
  await expectNoLoadError(page);
});

test("a course's students tab keeps its search and page through a reload", async ({ page }) => {
  await signInAs(page, "prof@ata.example");
  await page.goto("/dashboard/course");
  await page.locator('main a[href^="/dashboard/course/"]').first().click();
  await expect(page).toHaveURL(/\/dashboard\/course\/[0-9a-f-]+/);
  await page.getByRole("tab", { name: "Apprenants" }).click();
  const list = page.getByRole("table", { name: "Apprenants inscrits" });
  await expect(list.getByRole("link").first()).toBeVisible();
  const firstName = (await list.getByRole("link").first().textContent()) ?? "";
  const lastname = firstName.split(" ")[0] ?? "";
  await page.getByRole("searchbox", { name: "Rechercher un apprenant" }).fill(lastname);
  await expect(page).toHaveURL(/apprenants\.q=/);

  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Rechercher un apprenant" })).toHaveValue(lastname);
  await expect(list.getByRole("link").first()).toContainText(lastname);
});
