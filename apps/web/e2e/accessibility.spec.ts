import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { DEMO_PASSWORD } from "./support.ts";

test.use({ viewport: { width: 1366, height: 900 } });

/** The pages each role opens most, scanned for WCAG 2 A/AA problems (contrast included). */
const PLANS: { email: string | null; routes: string[] }[] = [
  { email: null, routes: ["/auth/login"] },
  {
    email: "admin@horizon.example",
    routes: ["/dashboard/students", "/dashboard/session", "/dashboard/absences", "/dashboard/whitelist"],
  },
  { email: "prof@horizon.example", routes: ["/dashboard/app", "/dashboard/course"] },
  { email: "apprenant@horizon.example", routes: ["/dashboard/app", "/dashboard/studentcourses"] },
];

async function openAs(page: Page, email: string | null, mode: "light" | "dark") {
  let token: string | null = null;
  if (email) {
    const response = await page.request.post("/api/auth/login", { data: { email, password: DEMO_PASSWORD } });
    expect(response.ok()).toBe(true);
    token = (await response.json()).token;
  }
  await page.goto("/auth/login");
  await page.evaluate(
    ([t, m]) => {
      localStorage.setItem("campus.settings", JSON.stringify({ mode: m, direction: "ltr" }));
      if (t) localStorage.setItem("campus.token", t);
    },
    [token, mode] as const,
  );
}

for (const mode of ["light", "dark"] as const) {
  for (const plan of PLANS) {
    test(`${plan.email ?? "a visitor"}'s pages have no serious accessibility problem (${mode})`, async ({
      page,
    }) => {
      await openAs(page, plan.email, mode);
      for (const route of plan.routes) {
        await page.goto(route);
        // The page is drawn: its heading (or the login button) is there and nothing is loading.
        await expect(page.getByRole("heading").first()).toBeVisible();
        await expect(page.getByRole("progressbar")).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
        const serious = results.violations
          .filter((v) => v.impact === "serious" || v.impact === "critical")
          .map((v) => `${route}: ${v.id} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
        expect(serious).toEqual([]);
        expect(results.passes.length).toBeGreaterThan(10);
      }
    });
  }
}
