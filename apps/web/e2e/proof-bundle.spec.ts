import { expect, test } from "@playwright/test";
import { api, signInByApi } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("an administrator downloads a student's proof bundle over a period, refused beyond 400 days", async ({
  page,
}) => {
  const token = await signInByApi(page, "admin@horizon.example");
  const { items } = (await api(page, token, "GET", "/api/students?pageSize=1")) as {
    items: { id: string; firstname: string; lastname: string }[];
  };
  const student = items[0];
  if (!student) throw new Error("no demo student");
  await page.goto(`/dashboard/students/${student.id}`);
  await page.getByRole("button", { name: "Dossier de preuve" }).click();
  const dialog = page.getByRole("dialog", { name: /Dossier de preuve/ });
  await expect(dialog.getByText(/certificat de réalisation par apprenant/)).toBeVisible();

  // More than 400 days: said in French, and the button waits.
  await dialog.getByRole("textbox", { name: "Du" }).fill("01/01/2024");
  await expect(dialog.getByText("Choisissez une période de 400 jours au plus.")).toBeVisible();
  const download = dialog.getByRole("button", { name: "Télécharger le dossier" });
  await expect(download).toBeDisabled();

  await dialog.getByRole("textbox", { name: "Du" }).fill("01/09/2026");
  await expect(download).toBeEnabled();
  const [file] = await Promise.all([page.waitForEvent("download"), download.click()]);
  expect(file.suggestedFilename()).toMatch(/^dossier-de-preuve-.+-2026-09-01-\d{4}-\d{2}-\d{2}\.zip$/);
});

test("the company super administrator sets when check-in opens and where the half-day sheet splits", async ({
  page,
}) => {
  await signInByApi(page, "direction@horizon.example");
  await page.goto("/dashboard/custom");
  const card = page.getByRole("region", { name: "Émargement" });
  await expect(page.getByText(/^Ouverture 15 minutes avant le début de la séance/)).toBeVisible();
  await card.getByRole("button", { name: "Modifier", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Réglages d'émargement" });
  await dialog.getByRole("spinbutton", { name: "Ouverture avant la séance" }).fill("20");
  await dialog.getByLabel("Fin du matin (heure de Paris)").fill("13:30");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Réglages d'émargement enregistrés.")).toBeVisible();
  await expect(
    page.getByText(/^Ouverture 20 minutes avant le début de la séance · matin jusqu'à 13 h 30/),
  ).toBeVisible();

  // Back as it was, for the other journeys.
  await card.getByRole("button", { name: "Modifier", exact: true }).click();
  await dialog.getByRole("spinbutton", { name: "Ouverture avant la séance" }).fill("15");
  await dialog.getByLabel("Fin du matin (heure de Paris)").fill("12:00");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(
    page.getByText(/^Ouverture 15 minutes avant le début de la séance · matin jusqu'à 12 h 00/),
  ).toBeVisible();
});
