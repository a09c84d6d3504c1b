import { expect, test } from "@playwright/test";
import { newSchool, openAs, unique } from "./new-school.ts";
import { mainMenu } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("a new school's administrator creates a programme with two levels, finds it in the list and opens its page", async ({
  page,
}) => {
  const admin = await newSchool(page, unique());
  await openAs(page, admin, "/");
  await mainMenu(page).getByRole("link", { name: "Gestion des programmes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des programmes" })).toBeVisible();

  // Nothing yet: the page says where everything starts.
  await expect(page.getByText("Aucun programme pour l'instant")).toBeVisible();
  await page.getByRole("button", { name: "Créer un programme" }).click();

  const form = page.getByRole("dialog", { name: "Nouveau programme" });
  await form.getByRole("textbox", { name: "Intitulé" }).fill("BTS Management Commercial Opérationnel");
  await form.getByRole("textbox", { name: /^Code\s*\*?$/ }).fill("BTS-MCO");
  await form.getByRole("textbox", { name: "Code RNCP" }).fill("38362");
  await form.getByRole("textbox", { name: "Durée (heures)" }).fill("1350");
  // Two new levels, typed, the second first; then put back in order.
  const addLevel = form.getByRole("combobox", { name: "Ajouter un niveau" });
  await addLevel.fill("2e année");
  await form.getByRole("button", { name: "Ajouter", exact: true }).click();
  await addLevel.fill("1re année");
  await addLevel.press("Enter");
  await expect(form).toBeVisible();
  await form.getByRole("button", { name: "Monter 1re année" }).click();
  const levels = form.getByRole("list", { name: "Niveaux" });
  await expect(levels.getByRole("listitem")).toHaveText([/1re année/, /2e année/]);

  await form.getByRole("button", { name: "Créer" }).click();
  await expect(form.getByText("RNCP suivi de 3 à 6 chiffres (RNCP35380)")).toBeVisible();
  await form.getByRole("textbox", { name: "Code RNCP" }).fill("RNCP38362");
  await form.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Création réussie")).toBeVisible();
  await expect(form).toBeHidden();

  // Its page: details, levels in order, and what to create next.
  await expect(page).toHaveURL(/\/dashboard\/programs\/[0-9a-f-]+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "BTS Management Commercial Opérationnel" }),
  ).toBeVisible();
  await expect(page.getByText("Code RNCP : RNCP38362")).toBeVisible();
  const levelSection = page.getByRole("region", { name: "Niveaux" });
  await expect(levelSection.getByRole("listitem")).toHaveText(["1re année", "2e année"]);
  const cohorts = page.getByRole("region", { name: "Sessions scolaires" });
  await expect(
    cohorts.getByText("Aucune session scolaire pour ce programme.", { exact: false }),
  ).toBeVisible();
  await expect(cohorts.getByRole("link", { name: "Créer une session" })).toHaveAttribute(
    "href",
    "/dashboard/cohorts",
  );

  // In the list, then its page again from there.
  await page.getByRole("link", { name: "Gestion des programmes" }).first().click();
  const list = page.getByRole("table", { name: "Liste des programmes" });
  const row = list.getByRole("row", { name: /BTS Management Commercial Opérationnel/ });
  await expect(row).toContainText("BTS-MCO");
  await expect(row).toContainText("RNCP38362");
  await expect(row).toContainText("1re année · 2e année");
  await expect(row).toContainText(/1\s350\sh/);
  await row.getByRole("link", { name: "BTS Management Commercial Opérationnel" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "BTS Management Commercial Opérationnel" }),
  ).toBeVisible();
});
