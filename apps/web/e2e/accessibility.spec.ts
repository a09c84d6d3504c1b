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
 * Cost: one signed-in page per role and per pass, and two passes that cover both modes and both widths:
 * light at 1440 px and dark at 390 px (two workers run them side by side).
 * A route with parameters opens the first link to it found on the pages already scanned (a teacher's
 * card on the teachers' list…); one that no page links to is listed in the test's annotations.
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
test.setTimeout(240_000);

/** Scans the page as it is; returns one line per violation (any impact). */
async function violationsOn(page: Page, route: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(TAGS)
    // Experimental in axe, but part of WCAG 2.5.3: a button's name contains its visible text.
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
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
  await expect(page.locator('[role="progressbar"], .MuiSkeleton-root')).toHaveCount(0, { timeout: 15_000 });
}

async function linksOn(page: Page): Promise<string[]> {
  return page.$$eval("a[href^='/dashboard/']", (anchors) =>
    anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
  );
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
      const found: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        await open(page, route);
        found.push(...(await violationsOn(page, route)));
      }
      expect(found).toEqual([]);
    });

    for (const account of ACCOUNTS) {
      test(`${account.email}'s screens have no accessibility violation`, async ({ page }) => {
        await signInByApi(page, account.email, pass.mode);
        const screens = SCREEN_ROUTES.filter((route) => canOpenScreen(route, account.roles));
        const plain = screens.filter((route) => !route.path.includes(":"));
        const withParams = screens.filter((route) => route.path.includes(":"));
        const found: string[] = [];
        const seenLinks = new Set<string>();
        for (const route of plain) {
          await open(page, route.path);
          found.push(...(await violationsOn(page, route.path)));
          for (const link of await linksOn(page)) seenLinks.add(link);
        }
        const unreached: string[] = [];
        for (const route of withParams) {
          const url = [...seenLinks].find((link) => matchScreenRoute(link) === route);
          if (!url) {
            unreached.push(route.path);
            continue;
          }
          await open(page, url);
          found.push(...(await violationsOn(page, url)));
        }
        if (unreached.length > 0) {
          test
            .info()
            .annotations.push({ type: "not linked from a scanned page", description: unreached.join(" ") });
        }
        expect(found).toEqual([]);
        // Most screens with parameters are reached through a link.
        expect(unreached.length).toBeLessThan(withParams.length);
      });
    }
  });
}
