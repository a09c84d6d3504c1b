import { expect, test } from "@playwright/test";
import { mainMenu, signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const COURSE = "Bases de données";

test("a teacher creates an evaluation and grades it with the keyboard; the student sees the grade", async ({
  browser,
}) => {
  const title = `Évaluation e2e ${Date.now().toString(36)}`;

  // The teacher: their course, a new evaluation with coefficient 2.
  const teacherContext = await browser.newContext();
  const page = await teacherContext.newPage();
  await signInAs(page, "prof@horizon.example");
  await mainMenu(page).getByRole("link", { name: "Cours", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cours" })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(COURSE) })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  await page.getByRole("tab", { name: "Évaluations" }).click();
  await expect(page).toHaveURL(/tab=evaluations/);

  await page.getByRole("button", { name: "Nouvelle évaluation" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle évaluation" });
  await dialog.getByRole("textbox", { name: "Titre" }).fill(title);
  await dialog.getByRole("textbox", { name: "Coefficient" }).fill("2");
  await expect(dialog.getByRole("textbox", { name: "Barème" })).toHaveValue("20");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Sauvegarde réussie")).toBeVisible();
  await expect(dialog).toBeHidden();
  const evaluationRow = page.getByRole("table", { name: "Évaluations du cours" }).getByRole("row", {
    name: new RegExp(title),
  });
  await expect(evaluationRow.getByRole("cell").nth(3)).toHaveText("2");
  await expect(evaluationRow.getByRole("cell").nth(4)).toHaveText("20");
  // The same toast again later must not be swallowed as a duplicate.
  await expect(page.getByText("Sauvegarde réussie")).toBeHidden();

  // The grid, with the keyboard: up and down from Hugo Lambert's cell, then 15,5 and Enter.
  await page.getByRole("button", { name: "Saisir les notes" }).click();
  await expect(page).toHaveURL(/view=grades/);
  const grid = page.getByRole("table", { name: "Grille des notes" });
  const hugo = grid.getByRole("textbox", { name: `Note de Lambert Hugo pour ${title}` });
  await hugo.click();
  await page.keyboard.press("ArrowUp");
  await expect(hugo).not.toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(hugo).toBeFocused();
  await page.keyboard.type("15,5");
  await page.keyboard.press("Enter");
  await expect(hugo).not.toBeFocused();
  const below = page.locator("input:focus");
  await expect(below).toHaveAttribute("aria-label", new RegExp(`pour ${title}$`));

  // 25 on a /20 evaluation: the reason shows, the cell is invalid and saving is blocked.
  await page.keyboard.type("25");
  const rangeError = page.getByRole("alert").filter({ hasText: "La note doit être comprise entre 0 et 20" });
  await expect(rangeError).toBeVisible();
  await expect(rangeError).toContainText(title);
  await expect(below).toHaveAttribute("aria-invalid", "true");
  const save = page.getByRole("button", { name: "Enregistrer les notes" });
  await expect(save).toBeDisabled();
  await page.keyboard.press("Backspace");
  await page.keyboard.press("Backspace");
  await expect(rangeError).toBeHidden();
  await expect(page.getByText("1 modification non enregistrée")).toBeVisible();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText("Sauvegarde réussie")).toBeVisible();
  await expect(page.getByText(/modifications? non enregistrées?/)).toBeHidden();
  await expect(hugo).toHaveValue("15,5");
  await teacherContext.close();

  // The student, in a fresh session: the course from their courses, the grade and the average.
  const studentContext = await browser.newContext();
  const studentPage = await studentContext.newPage();
  await signInAs(studentPage, "apprenant@horizon.example");
  await mainMenu(studentPage).getByRole("link", { name: "Cours", exact: true }).click();
  await expect(studentPage.getByRole("heading", { level: 1, name: "Mes cours" })).toBeVisible();
  // In the page, not the live banner (« Signer ma présence : <course> »).
  await studentPage
    .getByRole("main")
    .getByRole("link", { name: new RegExp(COURSE) })
    .click();
  await expect(studentPage.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  const gradeRow = studentPage.getByRole("row", { name: new RegExp(title) });
  await expect(gradeRow).toContainText("15,5 / 20");
  await expect(gradeRow.getByRole("cell").nth(1)).toHaveText("2");
  await expect(studentPage.getByText(/Moyenne pondérée : \d+(,\d+)? \/ 20/)).toBeVisible();
  await studentContext.close();
});

test("leaving the grade grid with unsaved grades asks first", async ({ page }) => {
  await signInAs(page, "prof@horizon.example");
  await mainMenu(page).getByRole("link", { name: "Cours", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Cours" })).toBeVisible();
  await page
    .getByRole("main")
    .getByRole("link", { name: new RegExp(COURSE) })
    .click();
  await page.getByRole("tab", { name: "Évaluations" }).click();
  await page.getByRole("button", { name: "Saisir les notes" }).click();

  const cell = page.getByRole("textbox", { name: "Note de Lambert Hugo pour Examen blanc" });
  await cell.fill("12");
  await expect(page.getByText("1 modification non enregistrée")).toBeVisible();

  // Another tab: the grid would go away, so the user is asked and may stay.
  await page.getByRole("tab", { name: "Apprenants" }).click();
  const confirm = page.getByRole("dialog", { name: "Quitter sans enregistrer ?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL(/view=grades/);
  await expect(cell).toHaveValue("12");

  // Back to the list, confirmed: the changes are dropped.
  await page.getByRole("button", { name: "Retour aux évaluations" }).click();
  await confirm.getByRole("button", { name: "Quitter sans enregistrer" }).click();
  await expect(page.getByRole("table", { name: "Évaluations du cours" })).toBeVisible();
  await expect(page).not.toHaveURL(/view=grades/);
});
