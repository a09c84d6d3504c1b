import { expect, test } from "@playwright/test";
import { signIn } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const DISABLED_MESSAGE = "The user corresponding to the given credential has been disabled.";

test("an admin disables an account, which can then no longer sign in", async ({ page }) => {
  const suffix = Date.now().toString(36);
  const email = `compte.${suffix}@horizon.example`;
  const password = "Secret2026!";
  const name = `Test ${suffix}`;

  // Through the form: this journey logs out, which would end the saved session every other test shares.
  await signIn(page, "admin@horizon.example");
  await page.goto("/dashboard/user/list");
  await page.getByRole("button", { name: "Nouvel utilisateur" }).click();
  const createDialog = page.getByRole("dialog", { name: "Nouvel utilisateur" });
  await createDialog.getByRole("textbox", { name: "Prénom" }).fill("Test");
  await createDialog.getByRole("textbox", { name: "Nom", exact: true }).fill(suffix);
  await createDialog.getByRole("textbox", { name: "E-mail" }).fill(email);
  await expect(createDialog.getByRole("checkbox", { name: "Professeur" })).toBeChecked();
  // A weak password is refused with the policy's words before anything is sent.
  await createDialog.getByLabel("Mot de passe", { exact: true }).fill("faible");
  await createDialog.getByRole("button", { name: "Créer" }).click();
  await expect(createDialog.getByText(/au minium 8 caractères/)).toBeVisible();
  await createDialog.getByLabel("Mot de passe", { exact: true }).fill(password);
  await createDialog.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Création réussie")).toBeVisible();

  await page.getByLabel("Rechercher un utilisateur").fill(email);
  // The search applies after a pause: wait for the one matching row (header + it), or the list would be
  // redrawn under the open menu.
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByRole("table", { name: "Liste des utilisateurs" }).getByRole("row")).toHaveCount(2);
  const row = page.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("Actif");
  await row.getByRole("button", { name: `Actions pour ${name}` }).click();
  await page.getByRole("menuitem", { name: "Désactiver" }).click();
  const confirm = page.getByRole("dialog", { name: "Désactiver le compte" });
  await expect(confirm).toContainText("ne pourra plus se connecter");
  await confirm.getByRole("button", { name: "Désactiver" }).click();
  await expect(page.getByText("Mise à jour réussie")).toBeVisible();
  await expect(row).toContainText("Désactivé");

  await page.getByRole("button", { name: "Compte" }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText(DISABLED_MESSAGE)).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});
