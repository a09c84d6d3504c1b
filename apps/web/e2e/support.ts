import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Demo2026!";

/** Signs in through the login page and waits for the role's home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).not.toHaveURL(/\/auth\/login/);
}

export function mainMenu(page: Page) {
  return page.getByRole("navigation", { name: "Menu principal" });
}
