import { expect, type Page, test } from "@playwright/test";
import { holdRequests, mainMenu, signIn } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

/** The menus of a company's demo accounts: horizon shows the whitelist and the written courses, ata neither. */
function menusOf(company: "ata" | "horizon") {
  const showsAll = company === "horizon";
  const admin = [
    "Gestion des professeurs",
    "Gestion des apprenants",
    ...(showsAll ? ["Gestion de whitelist"] : []),
    "Gestion des cours",
    "Gestion des séances",
    "Gestion des absences",
    "Historique",
  ];
  return {
    superadmin: ["Administrateurs", ...admin],
    admin,
    teacher: ["Tableau de bord", "Messagerie", "Cours", "Planning", "Dépôts"],
    student: [
      "Tableau de bord",
      "Messagerie",
      "Profil",
      "Cours",
      ...(showsAll ? ["Cours écrits"] : []),
      "Emploi du temps",
      "Émargement",
      "Dépôts",
    ],
  };
}

const ACCOUNTS = (["ata", "horizon"] as const).flatMap((company) => {
  const menus = menusOf(company);
  const administration = "/dashboard/administrateurs";
  return [
    {
      email: `direction@${company}.example`,
      home: administration,
      label: "Super administrateur",
      // The company's API keys are its head's alone (never the platform's).
      menu: [...menus.superadmin, "Intégrations"],
    },
    { email: `admin@${company}.example`, home: administration, label: "Administrateur", menu: menus.admin },
    { email: `prof@${company}.example`, home: "/dashboard/app", label: "Professeur", menu: menus.teacher },
    {
      email: `apprenant@${company}.example`,
      home: "/dashboard/app",
      label: "Apprenant",
      menu: menus.student,
    },
  ];
});

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
  await expect(mainMenu(page).getByRole("link")).toHaveText([...menusOf("ata").superadmin, "Entreprises"]);
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

/** The browser's errors on the page: a failed hydration (React #418…), a Content-Security-Policy violation. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Once React has taken the form over (hydrated or rendered it). */
async function waitForReact(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector("form");
    return form !== null && Object.keys(form).some((key) => key.startsWith("__reactFiber"));
  });
}

test("the sign-in page comes prerendered: its form shows without JavaScript, and hydrates without an error", async ({
  browser,
  page,
  request,
}) => {
  const html = await (await request.get("/auth/login")).text();
  expect(html).toMatch(/<div id="root"><main[^>]*>.*<form[^>]* method="post"/s);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  await bare.goto("/auth/login");
  await expect(bare.getByRole("heading", { name: "Connexion" })).toBeVisible();
  await expect(bare.getByLabel("Adresse e-mail")).toBeVisible();
  await expect(bare.getByRole("button", { name: "Se connecter" })).toBeVisible();
  await noScript.close();

  const errors = collectErrors(page);
  // What is typed before the page's script has run is kept.
  const releaseScript = await holdRequests(page, "**/assets/login-page-*.js");
  await page.goto("/auth/login", { waitUntil: "commit" });
  await page.getByLabel("Adresse e-mail").fill("prof@horizon.example");
  releaseScript();
  await waitForReact(page);
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue("prof@horizon.example");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Demo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL("/dashboard/app");
  expect(errors).toEqual([]);
});

test("a sign-in sent before the page's script has run is held, then sent once it runs", async ({ page }) => {
  const errors = collectErrors(page);
  const releaseScript = await holdRequests(page, "**/assets/login-page-*.js");
  await page.goto("/auth/login", { waitUntil: "commit" });
  await page.getByLabel("Adresse e-mail").fill("prof@horizon.example");
  await page.getByLabel("Mot de passe", { exact: true }).fill("Demo2026!");
  await page.getByRole("button", { name: "Se connecter" }).click();
  // Held: the browser sent nothing of its own, and the page is still the form, with what was typed.
  await expect(page.getByLabel("Mot de passe", { exact: true })).toHaveValue("Demo2026!");
  await expect(page).toHaveURL("/auth/login");
  releaseScript();
  await expect(page).toHaveURL("/dashboard/app");
  expect(errors).toEqual([]);
});

test("a visitor in dark mode gets the sign-in page rendered in dark, without an error", async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem("campus.settings", JSON.stringify({ mode: "dark", direction: "ltr" }));
  });
  await page.goto("/auth/login");
  await waitForReact(page);
  await expect(page.locator("main")).toHaveCSS("background-color", "rgb(22, 28, 36)");
  await expect(page.locator("#root")).toBeVisible();
  await expect(page.getByLabel("Adresse e-mail")).toBeFocused();
  expect(errors).toEqual([]);
});
