import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { canOpenScreen, matchScreenRoute, SCREEN_ROUTES } from "@campus/contracts/permissions";
import type { Role } from "@campus/contracts/roles";
import { expect, type Page, type Request, test } from "@playwright/test";
import { DEMO_PASSWORD, requestsInFlight } from "./support.ts";

/**
 * Every screen route of SCREEN_ROUTES (packages/contracts/src/permissions.ts), for every role that
 * may open it, in light and dark mode, at 1440 and 390 px, scanned by axe for every WCAG 2.0-2.2 A
 * and AA violation, whatever its impact. The list follows the table: a screen added there is checked
 * here without a change.
 *
 * Cost: one sign-in per account and worker; one test per group of an account's screens; each screen
 * opened once (inside the app after the first) and scanned four times in place: at 1440 px, narrowed
 * to 390 px, switched to the other mode, widened back (opening each screen once per mode cost 40 % of
 * the sweep).
 * A route with parameters opens the first link to it on its parent page (a teacher's card on the
 * teachers' list…), read when that page was scanned, else one on a screen scanned before it in the
 * same test, else the account's first record of its kind, read from the API (FIRST_RECORD), else,
 * when the account has none, the screen's « not found » state. A new route with parameters needs
 * its line in FIRST_RECORD: without it, the test fails.
 */
const ACCOUNTS: { email: string; roles: Role[] }[] = [
  { email: "superadmin@plateforme.example", roles: ["superadmin"] },
  { email: "direction@horizon.example", roles: ["superadmincom"] },
  { email: "admin@horizon.example", roles: ["admin"] },
  { email: "prof@horizon.example", roles: ["teacher"] },
  { email: "apprenant@horizon.example", roles: ["student"] },
];
/** The public pages of a visitor. */
const PUBLIC_ROUTES = ["/auth/login", "/accessibilite"];
type Mode = "light" | "dark";
const SETTINGS_KEY = "campus.settings";
const WIDE = { width: 1440, height: 900 };
const NARROW = { width: 390, height: 844 };
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

test.describe.configure({ mode: "parallel" });
test.setTimeout(180_000);
test.use({ viewport: WIDE });

// axe-core itself, as @axe-core/playwright injects it. Its AxeBuilder injects the 600 KB script
// again and opens a blank page for every scan (1-2 s each on this machine); here the script goes in
// once per document and serves both widths.
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);
/** What this file reads of axe's results. */
interface AxeResults {
  passes: unknown[];
  violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[];
}
const AXE_OPTIONS = {
  runOnly: { type: "tag", values: TAGS },
  // Experimental in axe, but part of WCAG 2.5.3: a button's name contains its visible text.
  rules: { "label-content-name-mismatch": { enabled: true } },
  // Only the violations are described node by node; the other results keep one node per rule.
  resultTypes: ["violations"],
};

/**
 * Scans the page as it is, frames included (as AxeBuilder's legacy mode: a frame of another origin,
 * a video embed, is not ours to scan); returns one line per violation (any impact).
 */
async function violationsOn(page: Page, label: string): Promise<string[]> {
  for (const frame of page.frames()) {
    const hasAxe = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (!hasAxe) await frame.evaluate(AXE_SOURCE).catch(() => undefined);
  }
  const results = await page.evaluate(
    (options) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResults> } }).axe.run(
        document,
        options,
      ),
    AXE_OPTIONS,
  );
  expect(results.passes.length).toBeGreaterThan(5);
  return results.violations.map((v) => {
    const targets = v.nodes.map((n) => n.target.join(" "));
    const shown = targets.slice(0, 3).join(", ") + (targets.length > 3 ? `, … ${targets.length} in all` : "");
    return `${label}: ${v.id} [${v.impact}] (${shown})`;
  });
}

/** The requests under way on each page (requestsInFlight: the live event stream aside). */
const inFlight = new WeakMap<Page, Set<Request>>();
function watchRequests(page: Page) {
  inFlight.set(page, requestsInFlight(page));
}

/**
 * Something loading: the app's loading screen (a page's code on its way), a skeleton, or a progress
 * bar without a value (a reading progress has one).
 */
const LOADING =
  '[data-testid="loading-screen"], [role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root';

/**
 * Waits until the page is drawn: a heading there, and, in one same look after React's render,
 * no request under way (a page's code, its data), nothing loading, no transition running (a drawer
 * sliding, a collapse opening: axe would read their colours half-way). The request count catches a
 * list whose query has not started yet, when the first heading (the menu's) is already there and no
 * skeleton shows.
 */
async function settled(page: Page) {
  await expect(page.getByRole("heading").first()).toBeVisible({ timeout: 15_000 });
  await expect(async () => {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(inFlight.get(page)?.size ?? 0, "requests under way").toBe(0);
    expect(await page.locator(LOADING).count(), "something loading").toBe(0);
    const isStill = await page.evaluate(() =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
        ),
    );
    expect(isStill, "a transition running").toBe(true);
  }).toPass({ timeout: 15_000, intervals: [50, 100, 200] });
}

/**
 * Opens a route and waits until it is drawn: by loading the app, or, once a signed-in page is there,
 * inside the app, as a link would (a whole load costs Chromium 0.5 s of CPU more, some 450 times
 * here). A layout's `main` names the page it holds (MainContent): the navigation has ended when it
 * names the address shown (the requested one, or where the route redirected).
 */
async function open(page: Page, url: string) {
  const main = page.locator("main[data-pathname]");
  if ((await main.count()) === 0) {
    await page.goto(url, { waitUntil: "domcontentloaded" });
  } else {
    await page.evaluate((to) => {
      const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
      history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, "", to);
      dispatchEvent(new PopStateEvent("popstate", { state: history.state }));
    }, url);
    await page.waitForFunction(
      () =>
        document.querySelector<HTMLElement>("main[data-pathname]")?.dataset.pathname === location.pathname,
      undefined,
      { timeout: 15_000 },
    );
  }
  await settled(page);
}

/**
 * Scans the page in both modes at both widths, switching the mode in place (as the settings' switch
 * does) rather than opening the screen again: the page comes in `mode` at 1440 px, is scanned, narrowed
 * to 390 px and scanned, switched to the other mode and scanned, widened back and scanned. Returns the
 * mode it is left in, which the next screen opens in.
 */
async function scanBothModes(page: Page, url: string, mode: Mode): Promise<Mode> {
  const other: Mode = mode === "light" ? "dark" : "light";
  expect.soft(await violationsOn(page, `${url} ${mode} 1440`), `${url} ${mode} 1440 px`).toEqual([]);
  await page.setViewportSize(NARROW);
  await settled(page);
  expect.soft(await violationsOn(page, `${url} ${mode} 390`), `${url} ${mode} 390 px`).toEqual([]);
  await switchMode(page, other);
  expect.soft(await violationsOn(page, `${url} ${other} 390`), `${url} ${other} 390 px`).toEqual([]);
  await page.setViewportSize(WIDE);
  await settled(page);
  expect.soft(await violationsOn(page, `${url} ${other} 1440`), `${url} ${other} 1440 px`).toEqual([]);
  return other;
}

/** The mode chosen as in another tab (the settings follow the storage event), then the page redrawn. */
async function switchMode(page: Page, mode: Mode) {
  await page.evaluate(
    ([key, m]) => {
      const value = JSON.stringify({ mode: m, direction: "ltr" });
      localStorage.setItem(key, value);
      dispatchEvent(new StorageEvent("storage", { key, newValue: value }));
    },
    [SETTINGS_KEY, mode] as const,
  );
  await expect
    .poll(() => page.evaluate(() => document.documentElement.style.colorScheme), { timeout: 15_000 })
    .toBe(mode);
  await settled(page);
}

async function linksOn(page: Page): Promise<string[]> {
  return page.$$eval("a[href^='/dashboard/']", (anchors) =>
    anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
}

/** The screen a route with parameters is reached from: the longest plain route its path starts with. */
function parentOf(path: string, plain: readonly string[]): string | undefined {
  const prefix = path.slice(0, path.indexOf(":"));
  return plain
    .filter((candidate) => prefix.startsWith(`${candidate}/`) || prefix === `${candidate}/`)
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * An account's screens in groups of about GROUP_SIZE, small enough to finish within a test's time
 * on a loaded machine and to share the sweep evenly between the workers; a route with parameters stays in its parent's group, so that the parent's
 * links are read when it is scanned, without opening it again.
 */
const GROUP_SIZE = 3;
function groupsOf(screens: readonly string[]): string[][] {
  const plain = screens.filter((path) => !path.includes(":"));
  const families = new Map<string, string[]>();
  for (const path of screens) {
    const head = path.includes(":") ? (parentOf(path, plain) ?? path) : path;
    families.set(head, [...(families.get(head) ?? []), path]);
  }
  const groups: string[][] = [];
  let current: string[] = [];
  for (const family of families.values()) {
    if (current.length > 0 && current.length + family.length > GROUP_SIZE) {
      groups.push(current);
      current = [];
    }
    current.push(...family);
  }
  if (current.length > 0) groups.push(current);
  return groups;
}

// biome-ignore lint/suspicious/noExplicitAny: the API's list answers, read loosely for an id.
type Item = Record<string, any>;
type Read = (path: string) => Promise<Item | undefined>;

/** The first item of the first of these lists that the account may read and that is not empty. */
async function firstOf(read: Read, ...paths: string[]): Promise<Item | undefined> {
  for (const path of paths) {
    const item = (await read(path))?.items?.[0];
    if (item) return item;
  }
  return undefined;
}
const aSlot = (read: Read) => firstOf(read, "/api/slots/mine", "/api/slots");
const aCourseId = async (read: Read) =>
  (await firstOf(read, "/api/courses"))?.id ?? (await aSlot(read))?.course.id;

/**
 * For a route with parameters that no scanned page links to (a slot's row opens it by a click, a
 * conversation by a button…): the URL of the account's first record of its kind.
 */
const FIRST_RECORD: Record<string, (read: Read) => Promise<string | undefined>> = {
  "/dashboard/entreprises/:uid": async (read) =>
    `/dashboard/entreprises/${(await firstOf(read, "/api/companies"))?.id}`,
  "/dashboard/administrateurs/:uid": async (read) =>
    `/dashboard/administrateurs/${(await firstOf(read, "/api/administrators"))?.id}`,
  "/dashboard/:company-admin/:uid": async (read) => {
    // The platform reads each company's administrators; a company head, their own company's.
    for (const company of (await read("/api/companies"))?.items ?? []) {
      const admin = await firstOf(read, `/api/companies/${company.id}/administrators`);
      if (admin) return `/dashboard/${company.id}-admin/${admin.id}`;
    }
    const admin = await firstOf(read, "/api/administrators");
    return admin && `/dashboard/${admin.companyId}-admin/${admin.id}`;
  },
  "/dashboard/teachers/:uid": async (read) =>
    `/dashboard/teachers/${(await firstOf(read, "/api/teachers"))?.id}`,
  "/dashboard/students/:id": async (read) =>
    `/dashboard/students/${(await firstOf(read, "/api/students"))?.id}`,
  "/dashboard/programs/:uid": async (read) =>
    `/dashboard/programs/${(await firstOf(read, "/api/programmes"))?.id}`,
  "/dashboard/admCourseInfo/:uid": async (read) => `/dashboard/admCourseInfo/${await aCourseId(read)}`,
  "/dashboard/course/:uid": async (read) => `/dashboard/course/${await aCourseId(read)}`,
  "/dashboard/courseInfo/:uid": async (read) => `/dashboard/courseInfo/${await aCourseId(read)}`,
  "/dashboard/course/:uid/:teacheruid": async (read) => {
    const slot = await aSlot(read);
    return slot && `/dashboard/course/${slot.course.id}/${slot.teacher.id}`;
  },
  "/dashboard/course/:uid/chapitres/:chapterId": async (read) => {
    // The first of the account's courses (among its first page) that has a chapter.
    for (const course of (await read("/api/courses"))?.items ?? []) {
      const chapter = await firstOf(read, `/api/courses/${course.id}/chapters`);
      if (chapter) return `/dashboard/course/${course.id}/chapitres/${chapter.id}`;
    }
    return undefined;
  },
  "/dashboard/session/:uid": async (read) => `/dashboard/session/${(await aSlot(read))?.id}`,
  "/dashboard/sessionfac/:uid": async (read) => `/dashboard/sessionfac/${(await aSlot(read))?.id}`,
  "/dashboard/sessionfac/:uid/emargement": async (read) =>
    `/dashboard/sessionfac/${(await aSlot(read))?.id}/emargement`,
  "/dashboard/assignments/:uid": async (read) =>
    `/dashboard/assignments/${(await firstOf(read, "/api/assignments"))?.id}`,
  "/dashboard/chat/:uidDest": async (read) =>
    `/dashboard/chat/${(await firstOf(read, "/api/conversations"))?.other.id ?? (await firstOf(read, "/api/contacts"))?.id}`,
};

/** The account's first record for a route with parameters, or undefined (none, or no lookup). */
async function firstRecordUrl(page: Page, token: string, path: string): Promise<string | undefined> {
  const read: Read = async (apiPath) => {
    const response = await page.request.get(apiPath, { headers: { authorization: `Bearer ${token}` } });
    return response.ok() ? ((await response.json()) as Item) : undefined;
  };
  const lookup = FIRST_RECORD[path];
  if (!lookup) return undefined;
  const url = await lookup(read);
  if (url && !url.includes("undefined")) return url;
  // The account has no such record (the platform's administrator has no course): what it sees is
  // the screen's « not found » state, which is scanned like any other.
  test.info().annotations.push({ type: "scanned without a record", description: path });
  return path.replace(/:[^/]+/g, "inconnu");
}

/** One session per account in a worker: the sweep's tests share it (argon2 sign-ins are slow). */
const tokens = new Map<string, Promise<string>>();
function tokenOf(page: Page, email: string): Promise<string> {
  let token = tokens.get(email);
  if (!token) {
    token = page.request
      .post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } })
      .then(async (response) => {
        expect(response.ok()).toBe(true);
        return ((await response.json()) as { token: string }).token;
      });
    tokens.set(email, token);
  }
  return token;
}

/** Light mode (and the session, if any) in place before the app's first script reads them. */
async function prepare(page: Page, token?: string) {
  await page.addInitScript(
    ([key, t]) => {
      // Only on the first load: a mode switched in place stays.
      if (!localStorage.getItem(key))
        localStorage.setItem(key, JSON.stringify({ mode: "light", direction: "ltr" }));
      if (t) localStorage.setItem("campus.token", t);
    },
    [SETTINGS_KEY, token] as const,
  );
}

for (const route of PUBLIC_ROUTES) {
  test(`a visitor's page ${route} has no accessibility violation, light and dark`, async ({ page }) => {
    watchRequests(page);
    await prepare(page);
    await open(page, route);
    await scanBothModes(page, route, "light");
  });
}

for (const account of ACCOUNTS) {
  const screens = SCREEN_ROUTES.filter((route) => canOpenScreen(route, account.roles)).map((r) => r.path);
  const plain = screens.filter((path) => !path.includes(":"));
  const groups = groupsOf(screens);
  groups.forEach((group, index) => {
    test(`${account.email}'s screens, part ${index + 1} of ${groups.length}, have no accessibility violation, light and dark`, async ({
      page,
    }) => {
      watchRequests(page);
      const token = await tokenOf(page, account.email);
      await prepare(page, token);
      let mode: Mode = "light";
      const linksFrom = new Map<string, string[]>();
      const unreached: string[] = [];
      for (const path of group) {
        let url: string | undefined = path;
        if (path.includes(":")) {
          // The first link to such a screen on its parent page (a teacher on the teachers' list…),
          // else on a screen scanned before it here (a course's page on the list of courses).
          const parent = parentOf(path, plain);
          if (parent && !linksFrom.has(parent)) {
            await open(page, parent);
            linksFrom.set(parent, await linksOn(page));
          }
          const isLinkToPath = (link: string) => matchScreenRoute(link)?.path === path;
          url =
            (parent ? linksFrom.get(parent)?.find(isLinkToPath) : undefined) ??
            [...linksFrom.values()].flat().find(isLinkToPath) ??
            (await firstRecordUrl(page, token, path));
          if (!url) {
            unreached.push(path);
            continue;
          }
        }
        await open(page, url);
        // Read at 1440 px: a phone's layout may hide some links in a menu.
        linksFrom.set(path, await linksOn(page));
        mode = await scanBothModes(page, url, mode);
      }
      expect(unreached, "screens with parameters reached neither by a link nor from the API").toEqual([]);
    });
  });
}
