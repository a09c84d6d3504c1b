import { expect, test } from "@playwright/test";
import { signIn, signInAs } from "./support.ts";

test.use({ viewport: { width: 1440, height: 900 } });

test("dark mode and right-to-left survive a reload", async ({ page }) => {
  await signInAs(page, "prof@ata.example");
  await page.getByRole("button", { name: "Paramètres" }).click();
  await page.getByRole("button", { name: "Sombre" }).click();
  await page.getByRole("button", { name: "Droite à gauche" }).click();
  await page.keyboard.press("Escape");
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const darkBackground = await background();
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect.poll(background).toBe(darkBackground);
  const [r, g, b] = darkBackground.match(/\d+/g)!.map(Number);
  expect(r! + g! + b!).toBeLessThan(200);
});

test("Déconnexion returns to the login page and the old token is refused", async ({ page }) => {
  // Through the form: a session of its own, since logging out ends the shared saved one for every test.
  await signIn(page, "admin@horizon.example");
  const token = await page.evaluate(() => localStorage.getItem("campus.token"));
  expect(token).toBeTruthy();
  const before = await page.request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  expect(before.status()).toBe(200);
  await page.getByRole("button", { name: "Compte" }).click();
  await page.getByRole("menuitem", { name: "Déconnexion" }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  const after = await page.request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
});
