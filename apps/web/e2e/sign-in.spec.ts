import { expect, test } from "@playwright/test";
import { mainMenu, signIn } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

const ADMIN_ATA = [
  "Gestion des professeurs",
  "Gestion des apprenants",
  "Gestion des cours",
  "Gestion des séances",
  "Gestion des absences",
];
const ADMIN_HORIZON = [
  "Gestion des professeurs",
  "Gestion des apprenants",
  "Gestion de whitelist",
  "Gestion des cours",
  "Gestion des séances",
  "Gestion des absences",
];
const TEACHER = ["Tableau de bord", "Messagerie", "Cours", "Planning", "Dépôts"];

const ACCOUNTS = [
  {
    email: "direction@ata.example",
    home: "/dashboard/administrateurs",
    label: "Super administrateur",
    menu: ["Administrateurs", ...ADMIN_ATA],
  },
  {
    email: "admin@ata.example",
    home: "/dashboard/administrateurs",
    label: "Administrateur",
    menu: ADMIN_ATA,
  },
  { email: "prof@ata.example", home: "/dashboard/app", label: "Professeur", menu: TEACHER },
  {
    email: "apprenant@ata.example",
    home: "/dashboard/app",
    label: "Apprenant",
    menu: ["Tableau de bord", "Messagerie", "Profil", "Cours", "Emploi du temps", "Dépôts"],
  },
  {
    email: "direction@horizon.example",
    home: "/dashboard/administrateurs",
    label: "Super administrateur",
    menu: ["Administrateurs", ...ADMIN_HORIZON],
  },
  {
    email: "admin@horizon.example",
    home: "/dashboard/administrateurs",
    label: "Administrateur",
    menu: ADMIN_HORIZON,
  },
  { email: "prof@horizon.example", home: "/dashboard/app", label: "Professeur", menu: TEACHER },
  {
    email: "apprenant@horizon.example",
    home: "/dashboard/app",
    label: "Apprenant",
    menu: ["Tableau de bord", "Messagerie", "Profil", "Cours", "Cours écrits", "Emploi du temps", "Dépôts"],
  },
];

for (const account of ACCOUNTS) {
  test(`${account.email} lands on its home with exactly its menu`, async ({ page }) => {
    await signIn(page, account.email);
    await expect(page).toHaveURL(account.home);
    await expect(mainMenu(page).getByRole("link")).toHaveText(account.menu);
    await expect(page.getByText(account.label, { exact: true }).first()).toBeVisible();
  });
}

test("the platform superadmin lands on the company list, then sees its menu in the dashboard", async ({
  page,
}) => {
  await signIn(page, "superadmin@plateforme.example");
  await expect(page).toHaveURL("/dashboard/entreprises");
  await expect(
    page
      .getByRole("link", { name: "Liste des entreprises" })
      .or(page.getByRole("button", { name: "Liste des entreprises" })),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: "École Horizon" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "ATA Formation" })).toBeVisible();
  await page.goto("/dashboard/administrateurs");
  await expect(mainMenu(page).getByRole("link")).toHaveText(["Administrateurs", ...ADMIN_ATA, "Entreprises"]);
  await expect(page.getByText("Super administrateur plateforme", { exact: true }).first()).toBeVisible();
});

test("sign-in errors show on their field", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill("personne@ata.example");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Demo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("There is no user corresponding to the email address.")).toBeVisible();
  await page.getByLabel("Adresse e-mail").fill("admin@ata.example");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Mauvais2026");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page.getByText("Wrong password")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("the teacher's home greets them by name", async ({ page }) => {
  await signIn(page, "prof@horizon.example");
  await expect(page.getByRole("heading", { name: /Bonjour, Isabelle/ })).toBeVisible();
});

test("the sign-in page is a document of its own, and signing out inside the app shows the same page", async ({
  page,
}) => {
  const scripts = () =>
    page.locator("script[type=module]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("src")));
  await page.goto("/auth/login");
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  expect(await scripts()).toEqual([expect.stringMatching(/^\/assets\/login-[\w-]+\.js$/)]);

  await signIn(page, "prof@horizon.example");
  expect(await scripts()).toEqual([expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/)]);
  await page.getByRole("button", { name: "Compte" }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Mot de passe oublié ?" })).toHaveAttribute(
    "href",
    "/auth/forgot-password",
  );
});
