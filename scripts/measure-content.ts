// Budgets of the course content, on one process (the heartbeats' own budget: measure-heartbeats.ts):
//  - a 200-page chapter (about 1 MB of HTML) saves in under 300 ms (the PATCH, median of 7);
//  - it opens for the student in Chromium in under 1 s: from the navigation's start (a full page
//    load of /dashboard/courseSupport?course=…&chapter=…, the app's files cached as for a returning
//    student) to the first frame where the chapter's last heading is laid out (performance.now() in
//    the page, read by requestAnimationFrame). Needs `npm run build` for the web app.
// Run: npx tsx scripts/measure-content.ts [--only=save,open]
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { createTestApp } from "../apps/api/src/test/harness.ts";
import { createMeasuredCourse } from "./measure-fixtures.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const parts = new Set((arg("only") ?? "save,open").split(","));

// SESSION_CACHE_SECONDS as the server reads it (its default unless set).
const env = process.env.SESSION_CACHE_SECONDS
  ? { SESSION_CACHE_SECONDS: process.env.SESSION_CACHE_SECONDS }
  : {};
const t = await createTestApp(env, { seed: createMeasuredCourse });
const { courseId } = t.fixture;
const student = await t.signIn("apprenant@horizon.example");
const prof = await t.signIn("prof@horizon.example");
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const database = process.env.TEST_DATABASE_URL ? "PostgreSQL (separate process)" : "PGlite (in process)";
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// A 200-page chapter: about 1 MB of HTML.
const page = (n: number) =>
  `<h2>Page ${n}</h2>${Array.from({ length: 5 }, (_, p) => `<p>Paragraphe ${p + 1} de la page ${n} : ${"texte du cours écrit, ".repeat(40)}<strong>important</strong>.</p>`).join("")}`;
const body = Array.from({ length: 200 }, (_, n) => page(n + 1)).join("");
let chapterId = "";
if (parts.has("save") || parts.has("open")) {
  const created = await t.app.inject({
    method: "POST",
    url: `/api/courses/${courseId}/chapters`,
    headers: auth(prof),
    payload: { title: "Chapitre de 200 pages", status: "published" },
  });
  chapterId = created.json<{ id: string }>().id;
  const saves: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = performance.now();
    const response = await t.app.inject({
      method: "PATCH",
      url: `/api/chapters/${chapterId}`,
      headers: auth(prof),
      payload: { body: `${body}<p>Révision ${i}</p>` },
    });
    if (response.statusCode !== 200) throw new Error(`save ${response.statusCode}`);
    saves.push(performance.now() - start);
  }
  console.log(
    `chapter save: ${(body.length / 1024).toFixed(0)} KB of HTML on ${database}, median ${median(saves).toFixed(0)} ms, best ${Math.min(...saves).toFixed(0)} ms, max ${Math.max(...saves).toFixed(0)} ms (budget 300 ms)`,
  );
}

if (parts.has("open")) {
  // The student opens it in Chromium (the built web app, served by this process).
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  // Without the service worker (Playwright's init script does not run in the pages it serves); the
  // app's files still come from the HTTP cache (immutable hashed assets).
  const tab = await (await browser.newContext({ serviceWorkers: "block" })).newPage();
  // From the navigation's start (performance.now() is 0 there) to the first frame where the last
  // heading of the chapter is in the page and laid out.
  // (A string: tsx would wrap a function's inner functions in a helper the page does not have.)
  await tab.addInitScript(`
    document.addEventListener("DOMContentLoaded", () => {
      const observer = new MutationObserver(() => {
        const headings = document.querySelectorAll('[data-testid="chapter-body"] h2');
        const last = headings[headings.length - 1];
        if (last?.textContent !== "Page 200") return;
        observer.disconnect();
        // Laid out (the layout forced here, as the coming paint would) and visible.
        if (last.getBoundingClientRect().height > 0) window.chapterShownAt = performance.now();
      });
      observer.observe(document, { childList: true, subtree: true });
    });
  `);
  await tab.goto(`${address}/auth/login`);
  await tab.evaluate((token) => localStorage.setItem("campus.token", token), student);
  // Warm the app's files once, as a student returning to the page would have them cached.
  await tab.goto(`${address}/dashboard/courseSupport`);
  await tab.getByRole("heading", { name: "Support de cours écrits" }).waitFor();
  const opens: number[] = [];
  for (let i = 0; i < 5; i++) {
    await tab.goto(`${address}/dashboard/courseSupport?course=${courseId}&chapter=${chapterId}`);
    await tab.getByTestId("chapter-body").getByText("Révision 6").waitFor();
    await tab.waitForFunction(() => "chapterShownAt" in window, null, { polling: 50 });
    opens.push(await tab.evaluate(() => (window as unknown as { chapterShownAt: number }).chapterShownAt));
  }
  if (process.env.MEASURE_TRACE) {
    // What the last open waited for: each request's start and end, from the navigation's start.
    const entries = await tab.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map(
          (e) =>
            `${e.startTime.toFixed(0)}–${(e as PerformanceResourceTiming).responseEnd.toFixed(0)} ${e.name.replace(location.origin, "")}`,
        ),
    );
    console.log(entries.join("\n"));
  }
  console.log(
    `chapter open in Chromium (navigation start → last heading laid out): median ${median(opens).toFixed(0)} ms, best ${Math.min(...opens).toFixed(0)} ms, max ${Math.max(...opens).toFixed(0)} ms (budget 1,000 ms)`,
  );
  await browser.close();
}
await t.close();
