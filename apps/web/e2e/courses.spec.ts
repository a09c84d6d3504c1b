import { expect, test } from "@playwright/test";
import { signIn } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("an admin creates a course with a teacher, then enrols a student with the picker", async ({ page }) => {
  const title = `Cours e2e ${Date.now().toString(36)}`;
  await signIn(page, "admin@horizon.example");
  await page.goto("/dashboard/admCourseList");
  await expect(page.getByRole("heading", { name: "Gestion des cours" })).toBeVisible();

  await page.getByRole("button", { name: "Nouveau cours" }).click();
  const createDialog = page.getByRole("dialog", { name: "Nouveau cours" });
  await createDialog.getByRole("textbox", { name: "Titre", exact: true }).fill(title);
  await createDialog.getByLabel("Titre thématique").fill("Un cours créé par le test de bout en bout");
  await createDialog.getByLabel("Heures prévues").fill("12");
  await createDialog.getByRole("combobox", { name: "Professeurs" }).fill("Fournier");
  await page.getByRole("option", { name: "Isabelle Fournier" }).click();
  await createDialog.getByRole("button", { name: "Créer" }).click();

  await expect(page.getByText("Création réussie")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/admCourseInfo\//);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("list", { name: "Professeurs du cours" })).toContainText("Isabelle Fournier");
  const enrolled = page.getByRole("group", { name: "Inscrits" });
  await expect(enrolled).toContainText("0");
  await expect(page.getByText("Aucun apprenant inscrit")).toBeVisible();

  await page.getByRole("button", { name: "Inscrire un apprenant" }).click();
  const enrolDialog = page.getByRole("dialog", { name: "Inscrire un apprenant" });
  await enrolDialog.getByRole("combobox", { name: "Apprenant" }).fill("Bertrand");
  const firstStudent = page.getByRole("option").first();
  await expect(firstStudent).toContainText("Bertrand");
  await firstStudent.click();
  await enrolDialog.getByRole("button", { name: "Inscrire" }).click();

  await expect(page.getByText("Ajout réussi")).toBeVisible();
  await expect(enrolDialog).toBeHidden();
  await expect(enrolled).toContainText("1");
  await expect(page.getByRole("table", { name: "Apprenants inscrits" }).getByRole("row")).toHaveCount(2);
  await expect(page.getByRole("table", { name: "Apprenants inscrits" })).toContainText("Bertrand");

  // The list shows the new course with its teacher and its one student.
  await page.getByRole("link", { name: "Liste des cours" }).click();
  await page.getByLabel("Rechercher un cours").fill(title);
  const row = page.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Isabelle Fournier");
  await expect(row.getByRole("cell").nth(6)).toHaveText("1");
});
