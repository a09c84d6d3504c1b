import AxeBuilder from "@axe-core/playwright";
import { canOpenScreen, matchScreenRoute, SCREEN_ROUTES } from "@campus/contracts/permissions";
import type { Role } from "@campus/contracts/roles";
import { expect, type Page, test } from "@playwright/test";
import { signInByApi } from "./support.ts";

/**
 * Every screen route of SCREEN_ROUTES (packages/contracts/src/permissions.ts), for every role that
 * may open it, scanned by axe for every WCAG 2.0-2.2 A and AA violation, whatever its impact. The
 * list follows the table: a screen added there is checked here without a change.
 *
 * Cost: one signed-in page per group of a role's screens, each group in one of two passes, light at
 * 1440 px or dark at 390 px, taking turns (see below): every screen once, both modes and widths for every role.
 * A route with parameters opens the first link to it on its parent page (a teacher's card on the
 * teachers' list…); one that no such page links to is listed in the test's annotations.
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
const PASSES = [
  { mode: "light", width: 1440, height: 900 },
  { mode: "dark", width: 390, height: 844 },
] as const;
const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

test.describe.configure({ mode: "parallel" });
test.setTimeout(180_000);

/** Scans the page as it is; returns one line per violation (any impact). */
async function violationsOn(page: Page, route: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // Experimental in axe, but part of WCAG 2.5.3: a button's name contains its visible text.
    .options({
      runOnly: { type: "tag", values: TAGS },
      rules: { "label-content-name-mismatch": { enabled: true } },
    })
    .analyze();
  expect(results.passes.length).toBeGreaterThan(5);
  return results.violations.map(
    (v) => `${route}: ${v.id} [${v.impact}] (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
  );
}

/** Opens a route and waits until it is drawn: a heading there and nothing loading. */
async function open(page: Page, url: string) {
  await page.goto(url, { waitUntil: "domcontentloaded" });
  await expect(page.getByRole("heading").first()).toBeVisible({ timeout: 15_000 });
  // Something loading: a skeleton or a progress bar without a value (a reading progress has one).
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0, {
    timeout: 15_000,
  });
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

/** Each role's screens in groups small enough to finish within a test's time on a loaded machine. */
const GROUP_SIZE = 8;
function groupsOf<T>(items: readonly T[]): T[][] {
  const groups: T[][] = [];
  for (let start = 0; start < items.length; start += GROUP_SIZE)
    groups.push(items.slice(start, start + GROUP_SIZE));
  return groups;
}

for (const pass of PASSES) {
  test.describe(`${pass.mode} at ${pass.width} px`, () => {
    test.use({ viewport: { width: pass.width, height: pass.height } });

    test("a visitor's pages have no accessibility violation", async ({ page }) => {
      await page.goto("/auth/login");
      await page.evaluate(
        (m) => localStorage.setItem("campus.settings", JSON.stringify({ mode: m })),
        pass.mode,
      );
      for (const route of PUBLIC_ROUTES) {
        await open(page, route);
        expect.soft(await violationsOn(page, route), route).toEqual([]);
      }
    });
  });
}

// Each group of a role's screens in one pass, the passes taking turns from group to group and from
// role to role: every screen is checked once, and both modes and both widths are checked on every role.
// A screen several roles may open is checked as the first of them below (students first: the phone's
// users); the layout and menus of every role are checked on their own screens.
const checked = new Set<string>();
const SWEEP = [...ACCOUNTS].reverse().map((account) => {
  const mayOpen = SCREEN_ROUTES.filter((route) => canOpenScreen(route, account.roles)).map((r) => r.path);
  const own = mayOpen.filter((path) => !checked.has(path));
  for (const path of own) checked.add(path);
  return { account, mayOpen, own };
});

SWEEP.forEach(({ account, mayOpen, own }, accountIndex) => {
  const screens = mayOpen;
  groupsOf(own).forEach((group, index) => {
    const pass = PASSES[(accountIndex + index) % PASSES.length] ?? PASSES[0];
    test.describe(`${pass.mode} at ${pass.width} px`, () => {
      test.use({ viewport: { width: pass.width, height: pass.height } });
      test(`${account.email}'s screens, part ${index + 1}, have no accessibility violation`, async ({
        page,
      }) => {
        await signInByApi(page, account.email, pass.mode);
        const plain = screens.filter((path) => !path.includes(":"));
        const unreached: string[] = [];
        for (const path of group) {
          let url: string | undefined = path;
          if (path.includes(":")) {
            // The first link to such a screen on its parent page (a teacher on the teachers' list…).
            const parent = parentOf(path, plain);
            url = undefined;
            if (parent) {
              await open(page, parent);
              url = (await linksOn(page)).find((link) => matchScreenRoute(link)?.path === path);
            }
            if (!url) {
              unreached.push(path);
              continue;
            }
          }
          await open(page, url);
          expect.soft(await violationsOn(page, url), url).toEqual([]);
        }
        if (unreached.length > 0) {
          test.info().annotations.push({ type: "no link found to", description: unreached.join(" ") });
        }
      });
    });
  });
});
