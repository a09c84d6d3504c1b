import { expect, test } from "@playwright/test";
import { signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("an admin creates a course with a teacher, then enrols a student with the picker", async ({ page }) => {
  const title = `Cours e2e ${Date.now().toString(36)}`;
  await signInAs(page, "admin@horizon.example");
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

test("the course form offers the programme's own levels and sessions; a bulk enrolment matching nobody says why", async ({
  page,
}) => {
  const title = `Cours cohérent ${Date.now().toString(36)}`;
  await signInAs(page, "admin@horizon.example");
  await page.goto("/dashboard/admCourseList");
  await page.getByRole("button", { name: "Nouveau cours" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouveau cours" });
  await dialog.getByRole("textbox", { name: "Titre", exact: true }).fill(title);

  const choices = async (name: string) => {
    await dialog.getByRole("combobox", { name }).click();
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options.first()).toBeVisible();
    return options;
  };
  await (await choices("Programme")).filter({ hasText: "BTS Comptabilité et Gestion (BTS-CG)" }).click();
  const sessions = await choices("Session scolaire");
  await expect(sessions).toHaveText(["Aucun", "BTS CG 2026-2028"]);
  await sessions.filter({ hasText: "BTS CG 2026-2028" }).click();
  const levels = await choices("Niveau");
  await expect(levels).toHaveText(["Aucun", "1re année", "2e année"]);
  await levels.filter({ hasText: "2e année" }).click();
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Création réussie")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

  // The session's students are all in 1re année: the course's own level (proposed first) matches nobody.
  await page.getByRole("button", { name: "Inscription groupée" }).click();
  const bulk = page.getByRole("dialog", { name: "Inscription groupée" });
  await expect(bulk.getByRole("combobox", { name: "Niveau (facultatif)" })).toHaveText("2e année");
  await bulk.getByRole("button", { name: "Inscrire" }).click();
  await expect(
    bulk.getByText(
      /^Aucun apprenant de la session BTS CG 2026-2028 au niveau 2e année\. Ses \d+ apprenants sont en 1re année\.$/,
    ),
  ).toBeVisible();
  await bulk.getByRole("combobox", { name: "Niveau (facultatif)" }).click();
  await page.getByRole("option", { name: "1re année" }).click();
  await bulk.getByRole("button", { name: "Inscrire" }).click();
  await expect(page.getByText(/^\d+ apprenants inscrits$/)).toBeVisible();
  await expect(bulk).toBeHidden();
});
