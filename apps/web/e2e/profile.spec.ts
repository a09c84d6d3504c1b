import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD, mainMenu, signIn, signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const INITIAL_PASSWORD = "Bienvenue2026!";
const PASSWORD = "Bonjour2026!";
const NEW_PASSWORD = "Nouveau2026?!";

/** WCAG 2 A/AA problems of the page that axe rates serious or critical. */
async function seriousAccessibilityProblems(page: Page): Promise<string[]> {
  // A toast fading in is measured at its final colours, not halfway.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"));
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

test("a student edits their profile and changes their password", async ({ page }) => {
  // A student account of this run only (ata: no whitelist), made by an administrator through the API.
  const suffix = Date.now().toString(36);
  const email = `profil.${suffix}@ata.example`;
  const login = await page.request.post("/api/auth/login", {
    data: { email: "admin@ata.example", password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const created = await page.request.post("/api/users", {
    headers: { authorization: `Bearer ${token}` },
    data: {
      email,
      firstname: "Inès",
      lastname: `Profil ${suffix}`,
      roles: ["student"],
      password: INITIAL_PASSWORD,
    },
  });
  expect(created.status()).toBe(201);

  // The administrator chose the password: the student first chooses their own, on a page of its own.
  await signIn(page, email, INITIAL_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/new-password$/);
  const choose = page.getByRole("form", { name: "Choisissez un nouveau mot de passe" });
  await expect(choose.getByText(/au minium 8 caractères/)).toBeVisible();
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
  await choose.getByLabel("Mot de passe actuel").fill(INITIAL_PASSWORD);
  await choose.getByLabel("Nouveau mot de passe", { exact: true }).fill(PASSWORD);
  await choose.getByLabel("Confirmer le mot de passe").fill(PASSWORD);
  await choose.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/dashboard\/app$/);

  await mainMenu(page).getByRole("link", { name: "Profil" }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);
  await expect(page.getByRole("heading", { name: "Mon profil" })).toBeVisible();
  const identity = page.getByRole("region", { name: `Inès Profil ${suffix}` });
  await expect(identity).toContainText(email);
  await expect(identity).toContainText("Apprenant");
  expect(await seriousAccessibilityProblems(page)).toEqual([]);

  const phone = page.getByRole("textbox", { name: "Téléphone" });
  await phone.fill("appelez-moi");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText(/ne contient que chiffres/)).toBeVisible();
  await phone.fill("06 12 34 56 78");
  await page.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Mise à jour réussie")).toBeVisible();

  await page.reload();
  await expect(page.getByRole("textbox", { name: "Téléphone" })).toHaveValue("06 12 34 56 78");

  const passwordCard = page.getByRole("region", { name: "Changer le mot de passe" });
  // The policy is written under the new password before anything is typed.
  await expect(passwordCard.getByText(/au minium 8 caractères/)).toBeVisible();
  await passwordCard.getByLabel("Mot de passe actuel").fill("Mauvais2026!");
  await passwordCard.getByLabel("Nouveau mot de passe", { exact: true }).fill(NEW_PASSWORD);
  await passwordCard.getByLabel("Confirmer le mot de passe").fill(NEW_PASSWORD);
  await passwordCard.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Error on change passaword user")).toBeVisible();
  await expect(passwordCard.getByText("Mot de passe actuel incorrect")).toBeVisible();

  await passwordCard.getByLabel("Mot de passe actuel").fill(PASSWORD);
  await passwordCard.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(page.getByText("Mot de passe modifié")).toBeVisible();
  await expect(passwordCard.getByLabel("Mot de passe actuel")).toHaveValue("");

  await page.getByRole("button", { name: "Compte" }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The old password no longer opens the account; the new one does.
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Wrong password")).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/app/);
});

test("the profile page reads well in dark mode, for an administrator too", async ({ page }) => {
  await page.goto("/auth/login");
  await page.evaluate(() =>
    localStorage.setItem("campus.settings", JSON.stringify({ mode: "dark", direction: "ltr" })),
  );
  await signInAs(page, "admin@ata.example");
  await page.getByRole("button", { name: "Compte" }).click();
  await page.getByRole("menuitem", { name: "Profil" }).click();
  await expect(page).toHaveURL(/\/dashboard\/user\/profile$/);
  await expect(page.getByRole("region", { name: "Informations personnelles" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sophie Laurent" })).toContainText("Administrateur");
  expect(await seriousAccessibilityProblems(page)).toEqual([]);
});
