import { expect, type Locator, type Page, test } from "@playwright/test";
import { newSchool, openAs, unique } from "./new-school.ts";
import { api, signInAs } from "./support.ts";

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
  await expect(dialog.getByText(/Import terminé : 2 créations/)).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();

  await search.fill(lastname);
  const list = page.getByRole("table", { name: "Liste des apprenants" });
  await expect(list.getByRole("row", { name: /Alice/ })).toBeVisible();
  await expect(list.getByRole("row", { name: /Bruno/ })).toBeVisible();
  await expect(list.getByRole("row")).toHaveCount(3);
  await expect(list.getByText("Chloé")).toHaveCount(0);
});

/** Chooses a CSV in the open import dialog, previews it, checks its one error, then imports the valid rows. */
async function importCsv(
  page: Page,
  dialog: Locator,
  csv: string,
  error: { row: string; field: string; reason: string },
): Promise<void> {
  await dialog.getByLabel("Fichier à importer").setInputFiles({
    name: "import.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv, "utf8"),
  });
  await dialog.getByRole("button", { name: "Prévisualiser" }).click();
  await expect(dialog.getByText("Aperçu : rien n'est encore enregistré.")).toBeVisible();
  const errors = dialog.getByRole("table", { name: "Erreurs de l'import" });
  await expect(errors.getByRole("row")).toHaveCount(2);
  const cells = errors.getByRole("row").nth(1).getByRole("cell");
  await expect(cells).toHaveText([error.row, error.field, error.reason]);
  await dialog.getByRole("button", { name: "Importer les lignes valides" }).click();
  await expect(dialog.getByText(/Import terminé : \d créations?,/)).toBeVisible();
  await dialog.getByRole("button", { name: "Fermer" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Import terminé")).toBeVisible();
}

test("a new school imports its programmes, then its sessions, then its enrolments, each from its page", async ({
  page,
}) => {
  const id = unique();
  const admin = await newSchool(page, id);

  // Programmes, from the empty list: levels in order, a bad RNCP code refused.
  await openAs(page, admin, "/dashboard/programs");
  await page.getByRole("button", { name: "Importer un fichier" }).click();
  const programmes = page.getByRole("dialog", { name: "Importer des programmes" });
  await importCsv(
    page,
    programmes,
    [
      "titre;code;code_rncp;duree_heures;niveaux",
      'BTS Management Commercial Opérationnel;BTS-MCO;RNCP38362;1350;"1re année;2e année"',
      "Bachelor Marketing;BACH-MKT;pas un code;;",
    ].join("\n"),
    { row: "3", field: "code_rncp", reason: "Le code RNCP s'écrit RNCP suivi de 3 à 6 chiffres (RNCP35380)" },
  );
  const programmeRow = page
    .getByRole("table", { name: "Liste des programmes" })
    .getByRole("row", { name: /BTS Management Commercial Opérationnel/ });
  await expect(programmeRow).toContainText("1re année · 2e année");
  await expect(programmeRow).toContainText("RNCP38362");

  // Sessions: an unknown programme is named.
  await page.goto("/dashboard/cohorts");
  await page.getByRole("button", { name: "Importer" }).click();
  const sessions = page.getByRole("dialog", { name: "Importer des sessions scolaires" });
  await importCsv(
    page,
    sessions,
    [
      "nom;code_programme;debut;fin",
      "BTS MCO 2026-2028;BTS-MCO;07/09/2026;30/06/2028",
      "Bachelor 2026;BACH-MKT;07/09/2026;30/06/2027",
    ].join("\n"),
    { row: "3", field: "code_programme", reason: "Programme inconnu : BACH-MKT" },
  );
  const sessionRow = page
    .getByRole("table", { name: "Liste des sessions scolaires" })
    .getByRole("row", { name: /BTS MCO 2026-2028/ });
  await expect(sessionRow).toContainText("BTS Management Commercial Opérationnel");
  await expect(sessionRow).toContainText("07/09/2026");

  // Enrolments, by e-mail and course title, on the day given.
  await api(page, admin, "POST", "/api/courses", { title: "Culture générale" });
  const email = `alice.${id}@etu.ecole.example`;
  await api(page, admin, "POST", "/api/students", {
    studentNumber: `E-${id}-1`,
    firstname: "Alice",
    lastname: "Fontaine",
    email,
  });
  await page.goto("/dashboard/enrolments");
  await page.getByRole("button", { name: "Importer" }).click();
  const enrolments = page.getByRole("dialog", { name: "Importer des inscriptions" });
  await importCsv(
    page,
    enrolments,
    [
      "e-mail de l'apprenant;code du cours;date",
      `${email};Culture générale;01/09/2026`,
      `${email};Cours d'une autre école;`,
    ].join("\n"),
    { row: "3", field: "cours", reason: "Cours inconnu : Cours d'une autre école" },
  );
  const table = page.getByRole("table", { name: "Liste des inscriptions" });
  await expect(table.getByRole("row", { name: /Fontaine Alice/ })).toContainText("01/09/2026");
  await expect(table.getByRole("row", { name: /Fontaine Alice/ })).toContainText("Culture générale");
});
