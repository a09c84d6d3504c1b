import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, type Request } from "@playwright/test";

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

/** The demo accounts (README), each signed in once before the tests (sessions.setup.ts). */
export const DEMO_ACCOUNTS = [
  "superadmin@plateforme.example",
  "direction@ata.example",
  "admin@ata.example",
  "prof@ata.example",
  "apprenant@ata.example",
  "apprenant2@ata.example",
  "direction@horizon.example",
  "admin@horizon.example",
  "prof@horizon.example",
  "apprenant@horizon.example",
  "apprenant2@horizon.example",
] as const;

/** Where the app keeps its session token (lib/storage.ts). */
export const TOKEN_KEY = "campus.token";
export const SESSIONS_DIR = path.resolve(
  import.meta.dirname,
  "../../../.test-data",
  `e2e-sessions-${process.env.E2E_PORT ?? 3100}`,
);
export const sessionFile = (email: string) => path.join(SESSIONS_DIR, `${email}.json`);

interface SavedState {
  origins: Array<{ localStorage: Array<{ name: string; value: string }> }>;
}

/** The token of a demo account's session saved by sessions.setup.ts, or undefined for another account. */
function savedToken(email: string): string | undefined {
  if (!(DEMO_ACCOUNTS as readonly string[]).includes(email)) return undefined;
  const state = JSON.parse(readFileSync(sessionFile(email), "utf8")) as SavedState;
  return state.origins[0]?.localStorage.find((item) => item.name === TOKEN_KEY)?.value;
}

/**
 * Puts a session token where the app reads it, with the light or dark mode; the next `page.goto` opens
 * the app signed in. A demo account uses its saved session (signed in once for every test), another
 * one signs in through the API (faster than the form). Returns the session token.
 */
export async function signInByApi(
  page: Page,
  email: string,
  mode: "light" | "dark" = "light",
): Promise<string> {
  let token = savedToken(email);
  if (token) {
    const me = await page.request.get("/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
    const why = `${email}'s saved session was ended by an earlier test: a test that logs out signs in with the form`;
    expect(me.status(), why).toBe(200);
  } else {
    const response = await page.request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
    expect(response.ok()).toBe(true);
    token = ((await response.json()) as { token: string }).token;
  }
  await page.goto("/auth/login");
  await page.evaluate(
    ([t, m, key]) => {
      localStorage.setItem("campus.settings", JSON.stringify({ mode: m, direction: "ltr" }));
      localStorage.setItem(key, t);
    },
    [token, mode, TOKEN_KEY] as const,
  );
  return token;
}

/** Opens the app as a demo account, on its role's home, with its saved session (no sign-in form). */
export async function signInAs(page: Page, email: (typeof DEMO_ACCOUNTS)[number]): Promise<void> {
  await signInByApi(page, email);
  await page.goto("/");
  await expect(page).not.toHaveURL(/\/auth\/login/);
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

/**
 * `page`'s requests in flight, kept up to date (the live event stream aside: it stays open). A request
 * counts as answered once its response came or it failed: some never send "requestfinished".
 */
export function requestsInFlight(page: Page): Set<Request> {
  const inFlight = new Set<Request>();
  page.on("request", (request) => {
    if (!new URL(request.url()).pathname.startsWith("/api/events")) inFlight.add(request);
  });
  const done = (request: Request) => inFlight.delete(request);
  page.on("response", (response) => done(response.request()));
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return inFlight;
}

/**
 * Starts counting `page`'s requests in flight. The answer waits until the page is settled: no request
 * in flight at two idle moments of its main thread in a row, so that whatever a script could still ask
 * for (a late check, a payload's image) has been asked and answered.
 */
export function trackRequests(page: Page): () => Promise<void> {
  const inFlight = requestsInFlight(page);
  return async () => {
    for (let quiet = 0; quiet < 2; ) {
      await Promise.all([...inFlight].map((request) => request.response().catch(() => null)));
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 1000 })));
      quiet = inFlight.size === 0 ? quiet + 1 : 0;
    }
  };
}

/**
 * Draws a signature on the page's signature pad (a zigzag of 12 strokes), once the pad's code has
 * loaded and the pad has stopped moving, and waits until « Valider ma signature » accepts it.
 */
export async function drawSignature(page: Page): Promise<void> {
  const pad = page.getByTestId("signature-pad");
  await expect(pad).toHaveAttribute("data-ready", "true");
  let box = await pad.boundingBox();
  await expect(async () => {
    const again = await pad.boundingBox();
    const moved = JSON.stringify(again) !== JSON.stringify(box);
    box = again;
    expect(moved, "the signature pad still moving").toBe(false);
  }).toPass({ intervals: [100] });
  if (!box) throw new Error("the signature pad has no box");
  const { x, y, height } = box;
  await page.mouse.move(x + 30, y + height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(x + 30 + step * 20, y + height / 2 + (step % 2 ? -30 : 30), { steps: 3 });
  }
  await page.mouse.up();
  await expect(page.getByRole("button", { name: "Valider ma signature" })).toBeEnabled();
}
