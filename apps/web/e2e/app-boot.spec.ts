import { expect, test } from "@playwright/test";
import { holdRequests, signInByApi } from "./support.ts";

// These tests hold the modules back with page.route, which does not see what a service worker fetches:
// once the sign-in page's worker controls the page, it would fetch them itself.
test.use({ serviceWorkers: "block" });

test("before the app's modules have run, its page shows the wait, in the mode the user chose", async ({
  page,
}) => {
  await signInByApi(page, "prof@horizon.example", "dark");
  // Only the boot script runs: the app's modules never arrive.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto("/dashboard/app");
  const wait = page.getByRole("status");
  await expect(wait).toHaveText("Chargement");
  await expect(wait).toHaveCSS("background-color", "rgb(22, 28, 36)");
});

test("signed in, the profile is asked for once, while the modules download, and the page renders with it", async ({
  page,
}) => {
  await signInByApi(page, "prof@horizon.example");
  const profileRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/auth/me") profileRequests.push(request.url());
  });
  // The app's modules are held back: the profile is asked for all the same (by public/app-boot.js).
  const releaseModules = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto("/dashboard/app", { waitUntil: "commit" });
  await expect.poll(() => profileRequests.length).toBe(1);
  releaseModules();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Chargement", { exact: true })).toHaveCount(0);
  expect(profileRequests).toHaveLength(1);
});

test("on the home, the summary of the user's role is asked for once, before the modules have run", async ({
  page,
}) => {
  await signInByApi(page, "prof@horizon.example");
  const summaries: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith("/api/dashboard/")) summaries.push(pathname);
  });
  const releaseModules = await holdRequests(page, /\/assets\/.*\.js$/);
  await page.goto("/dashboard/app", { waitUntil: "commit" });
  // The teacher's, not the student's: the boot script read the roles from the profile.
  await expect.poll(() => summaries).toEqual(["/api/dashboard/teacher"]);
  releaseModules();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Chargement", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  expect(summaries).toEqual(["/api/dashboard/teacher"]);
});

test("with a token the server refuses, the boot's answer signs the visitor out to the sign-in page", async ({
  page,
}) => {
  await page.goto("/auth/login");
  await page.evaluate(() => localStorage.setItem("campus.token", "not-a-session"));
  await page.goto("/dashboard/app");
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("campus.token"))).toBeNull();
});
