import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { startTestProvider, type TestProvider } from "../../api/src/test/oidc-provider.ts";
import { signInByApi } from "./support.ts";

// A real OpenID Connect provider (oidc-provider, its own login form) started by the test; the company
// ata's super-administrator sets it up, then its administrator signs in through it in the browser.

const port = Number(process.env.E2E_PORT ?? 3100);
let provider: TestProvider;

test.beforeAll(async () => {
  provider = await startTestProvider(`http://localhost:${port}/api/auth/sso/callback`, {
    "admin-ata": { email: "admin@ata.example", emailVerified: true },
    "non-verifie": { email: "prof@ata.example", emailVerified: false },
  });
});

test.afterAll(async ({ request }) => {
  // Other journeys share the server: the company's sign-in page goes back to the password alone.
  const login = await request.post("/api/auth/login", {
    data: { email: "direction@ata.example", password: "Demo2026!" },
  });
  const { token } = (await login.json()) as { token: string };
  await request.delete("/api/company/sso", { headers: { authorization: `Bearer ${token}` } });
  await provider.close();
});

/** Every WCAG violation axe finds on the page as it is (any impact), one line each. */
async function violationsOn(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

async function setMode(page: Page, mode: "light" | "dark") {
  await page.evaluate(
    (m) => localStorage.setItem("campus.settings", JSON.stringify({ mode: m, direction: "ltr" })),
    mode,
  );
}

test("the super-administrator sets up single sign-on; an administrator signs in through the provider's form", async ({
  page,
  browser,
}, testInfo) => {
  await signInByApi(page, "direction@ata.example");
  await page.goto("/dashboard/custom");
  const card = page.getByRole("region", { name: "Connexion unique (OpenID Connect)" });
  await expect(card.getByText("Non configurée")).toBeVisible();

  // An address without a discovery document is refused in French.
  await card.getByLabel("Adresse du fournisseur (issuer)").fill("http://127.0.0.1:9/rien");
  await card.getByLabel("Identifiant client").fill(provider.clientId);
  await card.getByLabel("Secret client", { exact: true }).fill(provider.clientSecret);
  await card.getByLabel("Nom sur le bouton").fill("ENT ATA");
  await card.getByLabel("Domaines d'e-mail couverts").fill("ata.example");
  await card.getByRole("button", { name: "Enregistrer" }).click();
  await expect(card.getByText(/ne répond pas à cette adresse/)).toBeVisible();

  await card.getByLabel("Adresse du fournisseur (issuer)").fill(provider.issuer);
  await card.getByRole("button", { name: "Enregistrer" }).click();
  await expect(page.getByText("Connexion unique enregistrée.")).toBeVisible();
  await expect(card.getByText("Activée")).toBeVisible();
  // The secret never comes back: the field is empty, « •••• enregistré » says one is kept.
  await expect(card.getByLabel("Secret client", { exact: true })).toHaveValue("");
  await expect(card.getByText("•••• enregistré : laissez vide pour le garder.")).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: testInfo.outputPath("sso-card-light.png") });
  await setMode(page, "dark");
  await page.reload();
  await expect(card.getByText("Activée")).toBeVisible();
  expect(await violationsOn(page)).toEqual([]);
  await card.screenshot({ path: testInfo.outputPath("sso-card-dark.png") });
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: testInfo.outputPath("sso-card-390.png") });

  // A signed-out browser on the company's sign-in page.
  const visitor = await browser.newContext();
  const signInPage = await visitor.newPage();
  await signInPage.goto("/auth/login?entreprise=ata");
  const button = signInPage.getByRole("link", { name: "Se connecter avec ENT ATA" });
  await expect(button).toBeVisible();
  expect(await violationsOn(signInPage)).toEqual([]);
  await signInPage.screenshot({ path: testInfo.outputPath("sso-login-light.png") });
  await button.click();

  // The provider's own login form (oidc-provider's development form).
  await expect(signInPage).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await signInPage.locator('input[name="login"]').fill("admin-ata");
  await signInPage.locator('input[name="password"]').fill("peu-importe");
  await signInPage.locator('button[type="submit"]').click();

  // Back in the app, signed in as the existing account of that verified e-mail.
  await expect(signInPage).toHaveURL(/\/dashboard/);
  const me = await signInPage.evaluate(async () => {
    const token = localStorage.getItem("campus.token");
    const answer = await fetch("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
    return (await answer.json()) as { email: string };
  });
  expect(me.email).toBe("admin@ata.example");
  await visitor.close();

  // An e-mail the provider did not verify is refused, back on the sign-in page with the reason.
  const refused = await browser.newContext();
  const refusedPage = await refused.newPage();
  await refusedPage.goto("/auth/login?entreprise=ata");
  await refusedPage.getByRole("link", { name: "Se connecter avec ENT ATA" }).click();
  await refusedPage.locator('input[name="login"]').fill("non-verifie");
  await refusedPage.locator('input[name="password"]').fill("peu-importe");
  await refusedPage.locator('button[type="submit"]').click();
  await expect(refusedPage).toHaveURL(/\/auth\/login\?entreprise=ata&sso=non-verifie/);
  await expect(refusedPage.getByRole("alert")).toContainText("n'a pas vérifié votre adresse e-mail");
  await expect(refusedPage.getByRole("link", { name: "Se connecter avec ENT ATA" })).toBeVisible();
  expect(await violationsOn(refusedPage)).toEqual([]);
  await refusedPage.screenshot({ path: testInfo.outputPath("sso-login-refused.png") });
  await setMode(refusedPage, "dark");
  await refusedPage.reload();
  await expect(refusedPage.getByRole("link", { name: "Se connecter avec ENT ATA" })).toBeVisible();
  expect(await violationsOn(refusedPage)).toEqual([]);
  await refusedPage.screenshot({ path: testInfo.outputPath("sso-login-dark.png") });
  await refusedPage.setViewportSize({ width: 390, height: 844 });
  await refusedPage.screenshot({ path: testInfo.outputPath("sso-login-390.png"), fullPage: true });
  await refused.close();
});
