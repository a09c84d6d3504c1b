import { expect, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "Demo2026!";

/** Signs in through the login page and waits for the role's home. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/auth/login");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  // Sign-in hashes with argon2: on a loaded two-core machine it has taken seconds.
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 20_000 });
}

export function mainMenu(page: Page) {
  return page.getByRole("navigation", { name: "Menu principal" });
}

/** A slot sheet's address, `/dashboard/sessionfac/<id>`. */
export const SLOT_SHEET_URL = /\/dashboard\/sessionfac\/[0-9a-f-]+$/;

/** On the teacher's « Feuilles de séance », the link to the slot running now. */
export function runningSlotLink(page: Page) {
  return page
    .getByRole("list", { name: "Séances du jour" })
    .getByRole("link")
    .filter({ hasText: "En cours" });
}

/** On the teacher's « Feuilles de séance », opens the running slot's sheet. */
export async function openRunningSlotSheet(page: Page): Promise<void> {
  await runningSlotLink(page).click();
  await expect(page).toHaveURL(SLOT_SHEET_URL);
}

/**
 * Signs in through the API (faster than the form) and keeps the token where the app reads it, with the
 * light or dark mode; the next `page.goto` opens the app signed in. Returns the session token.
 */
export async function signInByApi(
  page: Page,
  email: string,
  mode: "light" | "dark" = "light",
): Promise<string> {
  const response = await page.request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  await page.goto("/auth/login");
  await page.evaluate(
    ([t, m]) => {
      localStorage.setItem("campus.settings", JSON.stringify({ mode: m, direction: "ltr" }));
      localStorage.setItem("campus.token", t);
    },
    [token, mode] as const,
  );
  return token;
}

const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });
/** Today in Paris, `yyyy-MM-dd`. */
export const parisDate = () => PARIS_DAY.format(new Date());

/** The instant of a Paris wall-clock time today (Europe/Paris is UTC+1 or +2: found by trying). */
export function parisToday(time: string): string {
  for (const offset of ["+01:00", "+02:00"]) {
    const instant = new Date(`${parisDate()}T${time}:00${offset}`);
    const shown = new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", timeStyle: "short" }).format(
      instant,
    );
    if (shown === time) return instant.toISOString();
  }
  throw new Error("no Paris offset");
}

/** An API call with a bearer token that must succeed; its JSON answer. */
export async function api(
  page: Page,
  token: string,
  method: "GET" | "POST" | "PATCH",
  path: string,
  data?: object,
) {
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

/**
 * Holds back the page's requests to `url` until the returned function is called: what the page does
 * before its scripts have run.
 */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
