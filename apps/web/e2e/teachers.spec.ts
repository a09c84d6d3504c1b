import { expect, test } from "@playwright/test";
import { signIn, signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test("an admin creates a teacher, who signs in with the initial password shown once and must change it", async ({
  page,
  browser,
}) => {
  const id = unique();
  const email = `prof.${id}@ata.example`;
  const lastname = `Martin-${id}`;

  await signInAs(page, "admin@ata.example");
  await page.goto("/dashboard/teachers");
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des professeurs" })).toBeVisible();
  await page.getByRole("button", { name: "Nouveau professeur" }).click();

  const form = page.getByRole("dialog", { name: "Nouveau professeur" });
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill(lastname);
  await form.getByRole("textbox", { name: "Prénom" }).fill("Claire");
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByRole("textbox", { name: "Téléphone" }).fill("06 12 34 56 78");
  await form.getByRole("textbox", { name: "Spécialité" }).fill("Algorithmique");
  await form.getByRole("button", { name: "Créer" }).click();

  await expect(page.getByText("Création réussie")).toBeVisible();
  const shown = page.getByRole("dialog", { name: "Compte créé" });
  await expect(shown).toContainText(email);
  const passwordLine = await shown.getByText(/Mot de passe initial :/).textContent();
  const password = passwordLine?.match(/Mot de passe initial :\s*(\S+)/)?.[1];
  expect(password, "the dialog shows the initial password").toBeTruthy();
  await shown.getByRole("button", { name: "J'ai noté le mot de passe" }).click();
  await expect(shown).toBeHidden();

  // The list shows the new teacher.
  await page.getByLabel("Rechercher un professeur").fill(lastname);
  const list = page.getByRole("table", { name: "Liste des professeurs" });
  await expect(list.getByRole("row")).toHaveCount(2);
  await expect(list.getByRole("link", { name: lastname })).toBeVisible();

  // The teacher signs in elsewhere with that password and must first choose their own.
  const teacherContext = await browser.newContext();
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, email, password);
  await expect(teacherPage).toHaveURL(/\/auth\/new-password$/);
  const choose = teacherPage.getByRole("form", { name: "Choisissez un nouveau mot de passe" });
  await expect(choose).toBeVisible();
  await expect(choose.getByText(/au minium 8 caractères/)).toBeVisible();

  // Nothing else opens until then: the guard brings them back.
  await teacherPage.goto("/dashboard/teachers");
  await expect(teacherPage).toHaveURL(/\/auth\/new-password$/);

  // The initial password again is refused, then their own is taken and they reach their home.
  await choose.getByLabel("Mot de passe actuel").fill(password!);
  await choose.getByLabel("Nouveau mot de passe", { exact: true }).fill(password!);
  await choose.getByLabel("Confirmer le mot de passe").fill(password!);
  await choose.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(
    choose.getByText("Le nouveau mot de passe doit être différent du mot de passe actuel."),
  ).toBeVisible();
  await choose.getByLabel("Nouveau mot de passe", { exact: true }).fill("MonSecret2026!");
  await choose.getByLabel("Confirmer le mot de passe").fill("MonSecret2026!");
  await choose.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(teacherPage).toHaveURL(/\/dashboard\/app$/);
  await expect(teacherPage.getByText("Mot de passe modifié")).toBeVisible();

  // A reload keeps them in: the requirement is gone.
  await teacherPage.reload();
  await expect(teacherPage).toHaveURL(/\/dashboard\/app$/);
  await teacherContext.close();
});

test("an e-mail already in use is refused under its field", async ({ page }) => {
  await signInAs(page, "admin@ata.example");
  await page.goto("/dashboard/teachers");
  await page.getByRole("button", { name: "Nouveau professeur" }).click();
  const form = page.getByRole("dialog", { name: "Nouveau professeur" });
  await form.getByRole("textbox", { name: "Nom", exact: true }).fill("Doublon");
  await form.getByRole("textbox", { name: "Prénom" }).fill("Jean");
  await form.getByRole("textbox", { name: "E-mail" }).fill("prof@ata.example");
  await form.getByRole("button", { name: "Créer" }).click();

  await expect(page.getByText("Error on creating teacher")).toBeVisible();
  await expect(form.getByText("There already exists an account with the given email address.")).toBeVisible();
  await expect(form.getByRole("textbox", { name: "E-mail" })).toHaveAttribute("aria-invalid", "true");
});

test("a teacher sees the list read-only", async ({ page }) => {
  await signInAs(page, "prof@ata.example");
  await page.goto("/dashboard/teachers");
  await expect(page.getByRole("table", { name: "Liste des professeurs" })).toBeVisible();
  await expect(page.getByRole("row")).not.toHaveCount(1);
  await expect(page.getByRole("button", { name: "Nouveau professeur" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Importer" })).toHaveCount(0);
});
