import { expect, test } from "@playwright/test";
import { signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("an admin previews a CSV of students, sees the bad row, and imports the good ones", async ({ page }) => {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const lastname = `Import${id}`;
  const csv = [
    "numero_etudiant;nom;prenom;email",
    `IMP-${id}-1;${lastname};Alice;alice.${id}@etu.horizon.example`,
    `IMP-${id}-2;${lastname};Bruno;bruno.${id}@etu.horizon.example`,
    `IMP-${id}-3;${lastname};Chloé;pas-une-adresse`,
  ].join("\n");

  await signInAs(page, "admin@horizon.example");
  await page.goto("/dashboard/students");
  await page.getByRole("button", { name: "Importer" }).click();
  await page.getByRole("menuitem", { name: /Importer des apprenants/ }).click();

  const dialog = page.getByRole("dialog", { name: "Importer des apprenants" });
  await dialog.getByLabel("Fichier à importer").setInputFiles({
    name: "apprenants.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
  await expect(dialog.getByText("apprenants.csv")).toBeVisible();
  await dialog.getByRole("button", { name: "Prévisualiser" }).click();

  // Nothing written yet: the preview counts two rows to create and one error.
  await expect(dialog.getByText("Aperçu : rien n'est encore enregistré.")).toBeVisible();
  const summary = dialog.getByRole("group", { name: "Bilan" });
  await expect(summary).toContainText("2À créer");
  await expect(summary).toContainText("1Erreurs");
  const errors = dialog.getByRole("table", { name: "Erreurs de l'import" });
  const errorRow = errors.getByRole("row").nth(1);
  await expect(errorRow.getByRole("cell").nth(0)).toHaveText("4");
  await expect(errorRow.getByRole("cell").nth(1)).toHaveText("email");
  await expect(errorRow.getByRole("cell").nth(2)).toHaveText("L'adresse e-mail n'est pas valide");
  const rows = dialog.getByRole("table", { name: "Lignes valides de l'import" });
  await expect(rows.getByRole("row")).toHaveCount(3);

  const search = page.getByLabel("Rechercher un apprenant");
  await dialog.getByRole("button", { name: "Importer les lignes valides" }).click();
  await expect(dialog.getByText(/Import terminé : 2 création\(s\)/)).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();

  await search.fill(lastname);
  const list = page.getByRole("table", { name: "Liste des apprenants" });
  await expect(list.getByRole("row", { name: /Alice/ })).toBeVisible();
  await expect(list.getByRole("row", { name: /Bruno/ })).toBeVisible();
  await expect(list.getByRole("row")).toHaveCount(3);
  await expect(list.getByText("Chloé")).toHaveCount(0);
});
