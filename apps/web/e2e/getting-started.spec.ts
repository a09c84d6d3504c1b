import { expect, test } from "@playwright/test";
import { newSchool, openAs, unique } from "./new-school.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("a new school's administrator follows « Démarrer » from their home to a first programme", async ({
  page,
}) => {
  const admin = await newSchool(page, unique());
  await openAs(page, admin, "/");

  // Nothing yet: the five steps, in order, all to do.
  const card = page.getByRole("region", { name: "Démarrer" });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Étapes faites : 0 sur 5.");
  const steps = card.getByRole("list", { name: "Étapes pour démarrer" }).getByRole("listitem");
  await expect(steps).toHaveText([
    /1\. Un programme — à faire/,
    /2\. Une session — à faire/,
    /3\. Un cours — à faire/,
    /4\. Un professeur — à faire/,
    /5\. Un apprenant — à faire/,
  ]);

  await card.getByRole("link", { name: "Créer un programme" }).click();
  await expect(page).toHaveURL(/\/dashboard\/programs$/);
  await expect(page.getByRole("heading", { level: 1, name: "Gestion des programmes" })).toBeVisible();
  await page.getByRole("button", { name: "Créer un programme" }).click();
  const form = page.getByRole("dialog", { name: "Nouveau programme" });
  await form.getByRole("textbox", { name: "Intitulé" }).fill("BTS Commerce International");
  await form.getByRole("textbox", { name: /^Code\s*\*?$/ }).fill("BTS-CI");
  await form.getByRole("button", { name: "Créer" }).click();
  await expect(page.getByText("Création réussie")).toBeVisible();

  // Back home: the programme is done, the session is next.
  await page.goto("/");
  await expect(card).toContainText("Étapes faites : 1 sur 5.");
  await expect(steps.nth(0)).toHaveText(/Un programme — fait/);
  await expect(steps.nth(0).getByRole("link", { name: "Voir les programmes" })).toBeVisible();
  await expect(steps.nth(1)).toHaveText(/Une session — à faire/);
  await expect(steps.nth(1).getByRole("link", { name: "Créer une session" })).toHaveAttribute(
    "href",
    "/dashboard/cohorts",
  );
});
