import { expect, type Page, test } from "@playwright/test";
import { api, mainMenu, signInAs, signInByApi } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const COURSE = "Bases de données";

/** The course's grade grid, from its « Évaluations » tab. */
async function openGradeGrid(page: Page, courseId: string) {
  await page.goto(`/dashboard/course/${courseId}?tab=evaluations`);
  await expect(page.getByRole("heading", { level: 1, name: COURSE })).toBeVisible();
  await page.getByRole("button", { name: "Saisir les notes" }).click();
  return page.getByRole("table", { name: "Grille des notes" });
}

test("an administrator finds the grade they changed in « Historique »; the course's teacher sees that grade's history", async ({
  browser,
}) => {
  const title = `Historique e2e ${Date.now().toString(36)}`;
  const adminContext = await browser.newContext();
  const page = await adminContext.newPage();
  const token = await signInByApi(page, "admin@horizon.example");
  const courses = await api(page, token, "GET", `/api/courses?q=${encodeURIComponent(COURSE)}&pageSize=50`);
  const course = (courses.items as { id: string; title: string }[]).find((item) => item.title === COURSE);
  if (!course) throw new Error(`no course ${COURSE}`);
  await api(page, token, "POST", "/api/evaluations", { courseId: course.id, title });

  // The administrator (signed in above) grades Hugo Lambert, then changes the grade.
  const grid = await openGradeGrid(page, course.id);
  const hugo = grid.getByRole("textbox", { name: `Note de Lambert Hugo pour ${title}` });
  const save = page.getByRole("button", { name: "Enregistrer les notes" });
  await hugo.fill("12");
  await save.click();
  await expect(page.getByText("Sauvegarde réussie").first()).toBeVisible();
  await expect(hugo).toHaveValue("12");
  await hugo.fill("14,5");
  await save.click();
  await expect(hugo).toHaveValue("14,5");
  await expect(page.getByText(/modifications? non enregistrées?/)).toBeHidden();

  // « Historique », filtered by the course: the two changes, newest first, with who made them.
  await mainMenu(page).getByRole("link", { name: "Historique" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Historique" })).toBeVisible();
  await page.getByRole("combobox", { name: "Cours" }).click();
  await page.getByRole("option", { name: COURSE, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`courseId=${course.id}`));
  const table = page.getByRole("table", { name: "Modifications des notes et présences" });
  const rows = table.getByRole("row").filter({ hasText: title });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Lambert Hugo");
  await expect(rows.first().getByRole("cell").nth(4)).toHaveText("12");
  await expect(rows.first().getByRole("cell").nth(5)).toHaveText("14,5");
  await expect(rows.first().getByRole("cell").nth(6)).toHaveText("Thomas Roux");
  await expect(rows.nth(1).getByRole("cell").nth(4)).toHaveText("—");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Exporter (XLSX)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^historique-(jusqu-au-)?\d{4}-\d{2}-\d{2}(_\d{4}-\d{2}-\d{2})?\.xlsx$/,
  );
  await adminContext.close();

  // The course's teacher: the grade's « Historique » button on the grid.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signInAs(teacherPage, "prof@horizon.example");
  await openGradeGrid(teacherPage, course.id);
  await teacherPage
    .getByRole("button", { name: `Historique de la note de Lambert Hugo pour ${title}` })
    .click();
  const dialog = teacherPage.getByRole("dialog", {
    name: `Historique de la note de Lambert Hugo pour ${title}`,
  });
  const changes = dialog.getByRole("row").filter({ hasText: "Thomas Roux" });
  await expect(changes).toHaveCount(2);
  await expect(changes.first().getByRole("cell").nth(1)).toHaveText("12");
  await expect(changes.first().getByRole("cell").nth(2)).toHaveText("14,5");
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
  await teacherContext.close();
});
