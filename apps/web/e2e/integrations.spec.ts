import { expect, test } from "@playwright/test";
import { signInByApi } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("superadmincom creates an API key, copies its secret once, uses it, then revokes it", async ({
  page,
}) => {
  await signInByApi(page, "direction@horizon.example");
  await page.goto("/dashboard/integrations");
  await expect(page.getByRole("heading", { level: 1, name: "Intégrations" })).toBeVisible();

  await page.getByRole("button", { name: "Créer une clé" }).click();
  const dialog = page.getByRole("dialog", { name: "Créer une clé" });
  // Without a scope, the form says so in French.
  const name = `Synchronisation ${Date.now()}`;
  await dialog.getByLabel("Nom").fill(name);
  await dialog.getByRole("button", { name: "Créer la clé" }).click();
  await expect(dialog.getByText("Choisissez au moins un droit")).toBeVisible();
  await dialog.getByRole("group", { name: "Apprenants" }).getByLabel("Lecture", { exact: true }).check();
  await dialog.getByRole("button", { name: "Créer la clé" }).click();

  const secretDialog = page.getByRole("dialog", { name: "Clé créée" });
  await expect(secretDialog.getByText("Cette clé ne sera plus jamais affichée")).toBeVisible();
  const secret = (await secretDialog.getByTestId("api-key-secret").textContent()) ?? "";
  expect(secret).toMatch(/^ck_/);
  await secretDialog.getByRole("button", { name: "J'ai copié la clé" }).click();

  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Apprenants (lecture)");
  await expect(row).toContainText("Active");
  await expect(page.getByText(secret)).toHaveCount(0);

  const headers = { authorization: `Bearer ${secret}` };
  expect((await page.request.get("/api/students", { headers })).status()).toBe(200);
  expect((await page.request.get("/api/teachers", { headers })).status()).toBe(403);

  await row.getByRole("button", { name: `Révoquer la clé ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: "Révoquer la clé ?" });
  await confirm.getByRole("button", { name: "Révoquer" }).click();
  await expect(row).toContainText("Révoquée");
  expect((await page.request.get("/api/students", { headers })).status()).toBe(401);
});
