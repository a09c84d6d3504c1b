import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { expect, type Page, test } from "@playwright/test";
import { signInByApi, trackRequests } from "./support.ts";

// What each role's first page downloads before it has shown its data, counted in the browser: the
// static imports that scripts/bundle-budgets.mjs reads from the build, and what the page asks for as
// it runs. The goal of issue #14 is 250 KB of JavaScript (gzip) for every role's first page.
const GOAL_KB = 250;
const DIST = path.resolve(import.meta.dirname, "../dist");

test.use({ serviceWorkers: "block" });

/** The JavaScript files the page asked for before it settled (lib/page-settled.ts marks it). */
async function scriptsBeforeSettled(page: Page): Promise<string[]> {
  await page.waitForFunction(() => performance.getEntriesByName("campus:page-settled").length > 0);
  return page.evaluate(() => {
    const settled = performance.getEntriesByName("campus:page-settled")[0]?.startTime ?? 0;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < settled && new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => new URL(entry.name).pathname);
  });
}

/** A file's size gzip: the build's precompressed copy, or compressed here (a small file has none). */
function gzipKb(pathname: string): number {
  const file = path.join(DIST, pathname);
  const size = existsSync(`${file}.gz`)
    ? readFileSync(`${file}.gz`).length
    : gzipSync(readFileSync(file), { level: 9 }).length;
  return size / 1024;
}

/** Each role's first page, then the main pages that scripts/lighthouse.mjs measures. */
const FIRST_PAGES = [
  { email: "superadmin@plateforme.example", route: "/dashboard/entreprises" },
  { email: "admin@horizon.example", route: "/dashboard/administrateurs" },
  { email: "prof@horizon.example", route: "/dashboard/app" },
  { email: "apprenant@horizon.example", route: "/dashboard/app" },
  { email: "admin@horizon.example", route: "/dashboard/students" },
  { email: "prof@horizon.example", route: "/dashboard/sessionfac" },
  { email: "apprenant@horizon.example", route: "/dashboard/studentcourses" },
];

for (const { email, route } of FIRST_PAGES) {
  test(`${email} on ${route}: at most ${GOAL_KB} KB of JavaScript before the page has shown its data, each answer asked for once`, async ({
    page,
  }) => {
    await signInByApi(page, email);
    const settled = trackRequests(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/api/") && url.pathname !== "/api/events")
        asked.push(url.pathname + url.search);
    });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(route);
    const scripts = await scriptsBeforeSettled(page);
    const total = scripts.reduce((sum, script) => sum + gzipKb(script), 0);
    console.log(`${email} ${route}: ${total.toFixed(1)} KB gzip in ${scripts.length} files before settled`);
    expect(total).toBeLessThanOrEqual(GOAL_KB);
    // zod and the contracts load once the page has shown the answers they check (lib/answer-check.ts).
    expect(scripts.filter((script) => /\/schemas-/.test(script))).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Every first answer passed its late check (the schemas' chunk loaded): a failed one would have been
    // asked for again before the network went quiet.
    await settled();
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((pathname, index) => asked.indexOf(pathname) !== index)).toEqual([]);
    expect(errors.filter((text) => text.includes("Réponse inattendue"))).toEqual([]);
  });
}

test("a first answer its schema refuses, once checked, ends as the page's error, not a wrong figure", async ({
  page,
}) => {
  await signInByApi(page, "prof@horizon.example");
  const settled = trackRequests(page);
  let answers = 0;
  await page.route("**/api/dashboard/teacher", async (route) => {
    answers += 1;
    await route.fulfill({
      json: { todaySlots: [], workToGrade: { items: [], boxCount: "deux", total: 1 } },
    });
  });
  await page.goto("/dashboard/app");
  await expect(page.getByText("Impossible de charger les travaux à corriger.")).toBeVisible();
  // Asked again once its schema was there, then no more: the cards do not ask again and again.
  await expect.poll(() => answers).toBe(2);
  await settled();
  expect(answers).toBe(2);
});
