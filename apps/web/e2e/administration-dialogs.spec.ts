import { expect, test } from "@playwright/test";
import { signInAs } from "./support.ts";

// These forms load with their dialog, not with the list: each one must open, validate and close.
test.use({ viewport: { width: 1440, height: 900 } });

test("the company head opens the administrator forms: a new one is checked, an existing one is saved", async ({
  page,
}) => {
  await signInAs(page, "direction@ata.example");
  await expect(page).toHaveURL("/dashboard/administrateurs");

  await page.getByRole("button", { name: "Nouvel administrateur" }).click();
  const create = page.getByRole("dialog", { name: "Nouvel administrateur" });
  await expect(create.getByRole("textbox", { name: "Prénom" })).toBeFocused();
  await create.getByRole("button", { name: "Créer" }).click();
  await expect(create.getByText("Le prénom est obligatoire")).toBeVisible();
  await create.getByRole("button", { name: "Annuler" }).click();
  await expect(create).toBeHidden();

  const edit = page.getByRole("button", { name: /^Modifier / }).first();
  const name = ((await edit.getAttribute("aria-label")) ?? "").replace(/^Modifier /, "");
  await edit.click();
  const dialog = page.getByRole("dialog", { name: `Modifier ${name}` });
  await expect(dialog.getByRole("textbox", { name: "Prénom" })).not.toHaveValue("");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Mise à jour réussie")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("the platform operator opens the new company form, whose identifier is checked", async ({ page }) => {
  await signInAs(page, "superadmin@plateforme.example");
  await expect(page).toHaveURL("/dashboard/entreprises");
  await page.getByRole("button", { name: "Nouvelle entreprise" }).click();
  const dialog = page.getByRole("dialog", { name: "Nouvelle entreprise" });
  await dialog.getByRole("textbox", { name: "Identifiant fixe" }).fill("Pas Valide !");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByRole("textbox", { name: "Identifiant fixe" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await dialog.getByRole("button", { name: "Annuler" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL("/dashboard/entreprises");
});
