import { expect, type Page } from "@playwright/test";
import { api, DEMO_PASSWORD } from "./support.ts";

/** A suffix no other run used: each journey's company, accounts and records are its own. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Signs in through the API and answers the session token. */
export async function loginToken(page: Page, email: string, password: string): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: { email, password } });
  expect(response.ok(), `login ${email}: ${response.status()}`).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/**
 * A new school as the platform operator creates it, « Institut Lumière »: the company and its
 * administrator, who has chosen their own password. Answers the administrator's session token.
 */
export async function newSchool(page: Page, id: string): Promise<string> {
  // Through the API only: the operator's session never reaches the page's storage (its home would win).
  const operator = await loginToken(page, "superadmin@plateforme.example", DEMO_PASSWORD);
  await api(page, operator, "POST", "/api/companies", { id: `lumiere-${id}`, fullName: "Institut Lumière" });
  const email = `direction.${id}@lumiere.example`;
  const initial = "Lumiere2026!";
  await api(page, operator, "POST", `/api/companies/lumiere-${id}/administrators`, {
    email,
    firstname: "Camille",
    lastname: "Roux",
    roles: ["admin"],
    password: initial,
  });
  const first = await loginToken(page, email, initial);
  await api(page, first, "POST", "/api/profile/password", {
    currentPassword: initial,
    newPassword: "MaRentree2026!",
  });
  return loginToken(page, email, "MaRentree2026!");
}

/** Opens the app with this session (light mode). */
export async function openAs(page: Page, token: string, path: string): Promise<void> {
  await page.goto("/auth/login");
  await page.evaluate((value) => {
    localStorage.setItem("campus.settings", JSON.stringify({ mode: "light", direction: "ltr" }));
    localStorage.setItem("campus.token", value);
  }, token);
  await page.goto(path);
}
