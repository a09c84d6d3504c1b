import { expect, test } from "@playwright/test";
import { newSchool, openAs, unique } from "./new-school.ts";
import { api } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("a new school's administrator creates a session for a programme, edits its dates and archives it", async ({
  page,
}) => {
  const id = unique();
  const admin = await newSchool(page, id);

  // Nothing yet: the page says what to create first.
  await openAs(page, admin, "/dashboard/cohorts");
  await expect(page.getByRole("heading", { level: 1, name: "Sessions scolaires" })).toBeVisible();
  const first = page.getByRole("link", { name: "Créez d'abord un programme" });
  await expect(first).toHaveAttribute("href", "/dashboard/programs");

  await api(page, admin, "POST", "/api/programmes", {
    name: "BTS Management Commercial Opérationnel",
    code: "BTS-MCO",
    levels: [],
  });
  await page.reload();
  await expect(
    page.getByText("Aucune session en cours : créez la première avec « Nouvelle session »."),
  ).toBeVisible();
  await expect(first).toBeHidden();

  // Created, after the end was first given before the start.
  const name = `BTS MCO 2026-2028 ${id}`;
  await page.getByRole("button", { name: "Nouvelle session" }).click();
  const form = page.getByRole("dialog", { name: "Nouvelle session" });
  await form.getByRole("textbox", { name: "Nom" }).fill(name);
  await form.getByRole("combobox", { name: "Programme" }).click();
  await page.getByRole("option", { name: "BTS Management Commercial Opérationnel (BTS-MCO)" }).click();
  await form.getByRole("textbox", { name: "Date de début" }).fill("07/09/2026");
  await form.getByRole("textbox", { name: "Date de fin" }).fill("30/06/2026");
  await form.getByRole("button", { name: "Créer" }).click();
  await expect(form.getByText("La date de fin doit être après la date de début.")).toBeVisible();
  await form.getByRole("textbox", { name: "Date de fin" }).fill("30/06/2028");
  await form.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Création réussie")).toBeVisible();
  await expect(form).toBeHidden();

  const list = page.getByRole("table", { name: "Liste des sessions scolaires" });
  const row = list.getByRole("row", { name: new RegExp(name) });
  await expect(row).toContainText("BTS Management Commercial Opérationnel");
  await expect(row).toContainText("07/09/2026");
  await expect(row).toContainText("30/06/2028");
  await expect(row.getByRole("link", { name: `0 apprenant dans la session ${name}` })).toBeVisible();

  // Its dates edited.
  await row.getByRole("button", { name: `Modifier la session ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Modifier la session" });
  await expect(edit.getByRole("textbox", { name: "Nom" })).toHaveValue(name);
  await edit.getByRole("textbox", { name: "Date de fin" }).fill("10/07/2028");
  await edit.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Mise à jour réussie")).toBeVisible();
  await expect(row).toContainText("10/07/2028");

  // « Voir les apprenants » opens the students list filtered by the session.
  await row.getByRole("link", { name: `Voir les apprenants de la session ${name}` }).click();
  await expect(page).toHaveURL(/\/dashboard\/students\?cohortId=[0-9a-f-]+$/);
  await expect(page.getByRole("combobox", { name: "Session scolaire" })).toHaveText(name);
  await page.goBack();

  // Archived at the end of its year: gone from the current sessions, kept among the archived ones.
  await row.getByRole("button", { name: `Archiver la session ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Archiver la session ?" });
  await expect(confirm).toContainText("Ses apprenants, ses cours et leur historique sont gardés.");
  await confirm.getByRole("button", { name: "Archiver" }).click();
  await expect(page.getByText("Session archivée")).toBeVisible();
  await expect(row).toBeHidden();
  // The switch follows the address: its state changes once the list's URL has.
  const archivedSwitch = page.getByRole("switch", { name: "Sessions archivées" });
  await archivedSwitch.click();
  await expect(archivedSwitch).toBeChecked();
  await expect(page).toHaveURL(/archived=true/);
  await expect(row).toContainText("Archivée");
  await expect(row.getByRole("button", { name: `Désarchiver la session ${name}` })).toBeVisible();
});
