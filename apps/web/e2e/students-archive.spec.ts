import { expect, test } from "@playwright/test";
import { api, signInAs, signInByApi } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("deleting a graded learner archives them; the admin finds them under « Archivés » and restores them", async ({
  page,
  browser,
}) => {
  const id = unique();
  // A course of its own with an evaluation: one learner graded, one with nothing recorded.
  const setup = await (await browser.newContext()).newPage();
  const token = await signInByApi(setup, "admin@ata.example");
  const student = (n: string) => ({
    studentNumber: `ARC-${id}-${n}`,
    firstname: "Inès",
    lastname: `Archive${n}-${id}`,
    email: `archive${n}.${id}@ata.example`,
  });
  const graded = await api(setup, token, "POST", "/api/students", student("a"));
  const blank = await api(setup, token, "POST", "/api/students", student("b"));
  const course = await api(setup, token, "POST", "/api/courses", { title: `Archivage ${id}` });
  await api(setup, token, "POST", `/api/courses/${course.id}/enrolments`, { studentIds: [graded.id] });
  const evaluation = await api(setup, token, "POST", "/api/evaluations", {
    courseId: course.id,
    title: "Partiel",
  });
  const saved = await setup.request.put("/api/evaluations/grades", {
    headers: { authorization: `Bearer ${token}` },
    data: { courseId: course.id, grades: [{ evaluationId: evaluation.id, studentId: graded.id, value: 12 }] },
  });
  expect(saved.ok()).toBe(true);

  await signInAs(page, "admin@ata.example");
  await page.goto(`/dashboard/students/${graded.id}`);
  await page.getByRole("button", { name: "Supprimer" }).click();
  const confirm = page.getByRole("dialog", { name: "Supprimer cet apprenant ?" });
  await expect(confirm).toContainText("il est archivé");
  await confirm.getByRole("button", { name: "Supprimer" }).click();
  await expect(
    page.getByText("L'apprenant a des notes ou des présences : il est archivé, ses traces sont conservées."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/students$/);

  // Gone from the current list; listed under « Statut : Archivés », named so.
  const list = page.getByRole("table", { name: "Liste des apprenants" });
  await page.getByLabel("Rechercher un apprenant").fill(`Archivea-${id}`);
  await expect(page.getByText("Aucun apprenant ne correspond à ces critères")).toBeVisible();
  await page.getByRole("combobox", { name: "Statut" }).click();
  await page.getByRole("option", { name: "Archivés" }).click();
  await expect(list.getByRole("cell", { name: `Archivea-${id} (archivé)` })).toBeVisible();

  // Its page says so and restores it.
  await list.getByRole("link", { name: `ARC-${id}-a` }).click();
  await expect(page.getByText(/Apprenant archivé le/)).toBeVisible();
  await page.getByRole("button", { name: "Restaurer" }).click();
  await expect(page.getByText("L'apprenant est restauré : son compte est rouvert.")).toBeVisible();
  await expect(page.getByText(/Apprenant archivé le/)).toBeHidden();

  // A learner with nothing recorded is really deleted, and the message says so.
  await page.goto(`/dashboard/students/${blank.id}`);
  await page.getByRole("button", { name: "Supprimer" }).click();
  await page
    .getByRole("dialog", { name: "Supprimer cet apprenant ?" })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await expect(
    page.getByText("L'apprenant n'avait ni note, ni présence, ni rendu : il est supprimé."),
  ).toBeVisible();
});
