import { expect, test } from "@playwright/test";
import { signIn } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("a teacher marks a student absent on the running slot; the administrator sees the absence", async ({
  page,
}) => {
  await signIn(page, "prof@horizon.example");
  await page.goto("/dashboard/sessionfac");
  await expect(page.getByRole("heading", { name: "Feuilles de séance" })).toBeVisible();
  await page
    .getByRole("list", { name: "Séances du jour" })
    .getByRole("link")
    .filter({ hasText: "En cours" })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/sessionfac\/[0-9a-f-]+$/);
  const courseTitle = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";
  expect(courseTitle).not.toBe("");

  const roll = page.getByRole("list", { name: "Appel des apprenants" });
  const firstStudent = roll.getByRole("group", { name: /^Présence de / }).first();
  const studentName = ((await firstStudent.getAttribute("aria-label")) ?? "").replace("Présence de ", "");
  expect(studentName).not.toBe("");
  await firstStudent.getByRole("button", { name: "Absent" }).click();
  await expect(firstStudent.getByRole("button", { name: "Absent" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("attendance-summary")).toContainText("1 absent");
  await page.getByRole("button", { name: "Enregistrer les présences" }).click();
  await expect(page.getByText("Sauvegarde réussie")).toBeVisible();

  await page.evaluate(() => window.localStorage.clear());
  await signIn(page, "admin@horizon.example");
  await page.goto("/dashboard/absences");
  await expect(page.getByRole("heading", { name: "Gestion des absences" })).toBeVisible();
  await page.getByRole("combobox", { name: "Cours" }).click();
  await page.getByRole("option", { name: courseTitle, exact: true }).click();
  const row = page
    .getByRole("table", { name: "Liste des absences" })
    .getByRole("row", { name: new RegExp(studentName) })
    .first();
  await expect(row).toContainText(courseTitle);
  await expect(row).toContainText("Absent");
  await expect(row).toContainText("Non");
});
