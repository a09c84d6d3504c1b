// Screenshots of pages for a look by eye, in light and dark mode, wide and narrow.
// Run against a running server: node scripts/screenshots.mjs [baseUrl] [outDir] "email route route …" …
// e.g. node scripts/screenshots.mjs http://localhost:3000 /tmp/shots "admin@horizon.example /dashboard/students"
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_LAUNCH_OPTIONS } from "./chromium.mjs";

const [base = "http://localhost:3000", outDir = "/tmp/shots", ...plans] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);

async function signIn(email) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? "Demo2026!" }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return (await response.json()).token;
}

for (const plan of plans) {
  const [email, ...routes] = plan.split(/\s+/);
  const token = email === "-" ? null : await signIn(email);
  for (const [mode, width] of [
    ["light", 1366],
    ["dark", 1366],
    ["light", 390],
    ["dark", 390],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height: width > 600 ? 900 : 844 },
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
    });
    const page = await context.newPage();
    await page.goto(`${base}/auth/login`);
    await page.evaluate(
      ([t, m]) => {
        const settings = JSON.parse(localStorage.getItem("campus.settings") ?? "{}");
        localStorage.setItem("campus.settings", JSON.stringify({ ...settings, mode: m }));
        if (t) localStorage.setItem("campus.token", t);
      },
      [token, mode],
    );
    for (const route of routes) {
      // The live event stream never ends, so "networkidle" never comes: wait for the page's own requests.
      await page.goto(`${base}${route}`, { waitUntil: "load" });
      await page
        .waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: 10_000 })
        .catch(() => {});
      await page.waitForTimeout(800);
      const name = `${email.split("@")[0]}-${route.replaceAll("/", "_")}-${mode}-${width}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: false });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
