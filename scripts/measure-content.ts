// Budgets of the course content, on one process:
//  - 10,000 heartbeats a minute cost under 10 % of one core (CPU time from process.cpuUsage, which
//    with PGlite includes the embedded database; with TEST_DATABASE_URL, the API process only);
//  - a 200-page chapter (about 1 MB of HTML) saves in under 300 ms, and opens for the student in
//    Chromium in under 1 s (needs `npm run build` for the web app).
// Run: npx tsx scripts/measure-content.ts [heartbeats]
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import type { Db } from "../apps/api/src/db/client.ts";
import { createCourse, demoAccounts } from "../apps/api/src/test/factories.ts";
import { createTestApp } from "../apps/api/src/test/harness.ts";

const HEARTBEATS = Number(process.argv[2] ?? 10_000);

async function fixture(db: Db) {
  const { teacherId, studentId } = await demoAccounts(db);
  const courseId = await createCourse(db, {
    companyId: "horizon",
    title: "Cours mesuré",
    teacherIds: [teacherId.horizon],
    studentIds: [studentId.horizon],
  });
  return { courseId };
}

const t = await createTestApp({}, { seed: fixture });
const { courseId } = t.fixture;
const student = await t.signIn("apprenant@horizon.example");
const prof = await t.signIn("prof@horizon.example");
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

// Heartbeats: sequential, as fast as the process answers; the CPU they cost, scaled to one minute.
for (let i = 0; i < 200; i++) {
  await t.app.inject({
    method: "POST",
    url: "/api/time/heartbeat",
    headers: auth(student),
    payload: { courseId },
  });
}
const cpuBefore = process.cpuUsage();
const wallBefore = performance.now();
for (let i = 0; i < HEARTBEATS; i++) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/time/heartbeat",
    headers: auth(student),
    payload: { courseId, activity: "page" },
  });
  if (response.statusCode !== 204) throw new Error(`heartbeat ${response.statusCode}`);
}
const cpu = process.cpuUsage(cpuBefore);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
const wallSeconds = (performance.now() - wallBefore) / 1000;
const database = process.env.TEST_DATABASE_URL ? "PostgreSQL (separate process)" : "PGlite (in process)";
console.log(`heartbeats: ${HEARTBEATS} on ${database} in ${wallSeconds.toFixed(1)} s wall`);
console.log(
  `  CPU ${cpuSeconds.toFixed(2)} s = ${((cpuSeconds / 60) * 100 * (10_000 / HEARTBEATS)).toFixed(1)} % of one core at 10,000 a minute (budget 10 %)`,
);

// A 200-page chapter: about 1 MB of HTML.
const page = (n: number) =>
  `<h2>Page ${n}</h2>${Array.from({ length: 5 }, (_, p) => `<p>Paragraphe ${p + 1} de la page ${n} : ${"texte du cours écrit, ".repeat(40)}<strong>important</strong>.</p>`).join("")}`;
const body = Array.from({ length: 200 }, (_, n) => page(n + 1)).join("");
const created = await t.app.inject({
  method: "POST",
  url: `/api/courses/${courseId}/chapters`,
  headers: auth(prof),
  payload: { title: "Chapitre de 200 pages", status: "published" },
});
const chapterId = created.json<{ id: string }>().id;
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
saves.sort((a, b) => a - b);
console.log(
  `chapter save: ${(body.length / 1024).toFixed(0)} KB of HTML, median ${saves[3]?.toFixed(0)} ms, max ${saves[6]?.toFixed(0)} ms (budget 300 ms)`,
);

// The student opens it in Chromium (the built web app, served by this process).
const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
const tab = await browser.newPage();
await tab.goto(`${address}/auth/login`);
await tab.evaluate((token) => localStorage.setItem("campus.token", token), student);
// Warm the app's chunks once, as a student returning to the page would have them cached.
await tab.goto(`${address}/dashboard/courseSupport`);
await tab.getByRole("heading", { name: "Support de cours écrits" }).waitFor();
const opens: number[] = [];
for (let i = 0; i < 3; i++) {
  const start = performance.now();
  await tab.goto(`${address}/dashboard/courseSupport?course=${courseId}&chapter=${chapterId}`);
  await tab.getByTestId("chapter-body").getByText("Révision 6").waitFor();
  opens.push(performance.now() - start);
}
opens.sort((a, b) => a - b);
console.log(
  `chapter open in Chromium: median ${opens[1]?.toFixed(0)} ms, max ${opens[2]?.toFixed(0)} ms (budget 1,000 ms)`,
);
await browser.close();
await t.close();
