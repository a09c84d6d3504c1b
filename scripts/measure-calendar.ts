// Budgets of the calendar (#10): with 200,000 slots in a company, the week API under 20 ms median and
// the ICS feed under 100 ms median; a teacher's month with 200 slots rendered in Chromium under 1 s.
// Needs PostgreSQL (TEST_DATABASE_URL, default the local server) and the built web app (npm run build).
// Run: npx tsx scripts/measure-calendar.ts [slots] [--explain] [--no-browser] [--keep]
//   --explain: the plans (EXPLAIN ANALYZE) of the week queries; --keep: the database is not dropped.
import { performance } from "node:perf_hooks";
import { chromium } from "@playwright/test";
import { sql } from "drizzle-orm";
import pg from "pg";
import { selectPeriodSlots } from "../apps/api/src/modules/slots/index.ts";
import { slotVisibility } from "../apps/api/src/platform/access/slot-access.ts";
import type { Ctx } from "../apps/api/src/platform/context.ts";
import { startDemoServer } from "./measure-fixtures.ts";

const SLOTS = Number(process.argv[2] ?? 200_000);
const RUNS = 40;
const TEACHER = "prof@ata.example";
const PASSWORD = "Demo2026!";

process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const { opened, database, server } = await startDemoServer();

try {
  const db = database.db;
  const [prof] = (
    await db.execute<{ id: string }>(
      sql`select t.id from teachers t join users u on u.id = t.user_id where u.email = ${TEACHER}`,
    )
  ).rows;
  if (!prof) throw new Error("no demo teacher");
  // The company's other teachers' slots (in the other courses), three years around today, in one statement.
  let started = performance.now();
  await db.execute(sql`
    with pairs as (
      select row_number() over (order by course_id, teacher_id) - 1 as n, course_id, teacher_id
      from course_teachers where company_id = 'ata' and teacher_id <> ${prof.id}::uuid
        -- Not the measured teacher's courses: their month is their 200 slots (and the demo's).
        and course_id not in (select course_id from course_teachers where teacher_id = ${prof.id}::uuid)
    ), k as (select count(*) as c from pairs)
    insert into slots (company_id, course_id, teacher_id, starts_at, ends_at, room, mode, status)
    select 'ata', p.course_id, p.teacher_id, s.at, s.at + interval '90 minutes', 'Salle B' || (g % 60), 'presentiel',
      case when g % 25 = 0 then 'cancelled' else 'validated' end
    from generate_series(1, ${SLOTS}) g
    cross join k
    join pairs p on p.n = g % k.c
    cross join lateral (
      select date_trunc('day', now()) - interval '550 days' + (g % 1100) * interval '1 day'
        + ((g / 1100) % 12) * interval '1 hour' + interval '7 hours' as at
    ) s`);
  // The teacher's month: 200 slots of their courses.
  await db.execute(sql`
    with mine as (
      select row_number() over (order by course_id) - 1 as n, course_id
      from course_teachers where teacher_id = ${prof.id}::uuid
    ), k as (select count(*) as c from mine)
    insert into slots (company_id, course_id, teacher_id, starts_at, ends_at, room, mode, status)
    select 'ata', m.course_id, ${prof.id}::uuid, s.at, s.at + interval '45 minutes', 'Salle P' || (g % 8), 'presentiel', 'validated'
    from generate_series(0, 199) g
    cross join k
    join mine m on m.n = g % k.c
    cross join lateral (
      select date_trunc('month', now()) + (g % 25) * interval '1 day' + interval '7 hours' + (g / 25) * interval '1 hour' as at
    ) s`);
  await db.execute(sql`analyze slots`);
  const total = (
    await db.execute<{ n: string }>(sql`select count(*) as n from slots where company_id = 'ata'`)
  ).rows[0]?.n;
  console.log(`Seeded ${total} slots in company ata in ${Math.round(performance.now() - started)} ms`);

  // The plans of the week queries (--explain): the same builders as the routes, run with EXPLAIN ANALYZE.
  const weekStart = new Date();
  weekStart.setUTCDate(weekStart.getUTCDate() - ((weekStart.getUTCDay() + 6) % 7));
  weekStart.setUTCHours(0, 0, 0, 0);
  const weekEnd = new Date(weekStart.getTime() + 7 * 864e5);
  if (process.argv.includes("--explain")) {
    const contextOf = async (email: string): Promise<Ctx> => {
      const [row] = (
        await db.execute<{ id: string; company_id: string; instance: string; roles: Ctx["roles"] }>(
          sql`select id, company_id, instance, roles from users where email = ${email}`,
        )
      ).rows;
      if (!row) throw new Error(`no ${email}`);
      return {
        userId: row.id,
        companyId: row.company_id,
        instance: row.instance,
        roles: row.roles,
        sessionId: "",
      };
    };
    const explain = async (
      label: string,
      email: string,
      filters: { teacherId?: string } = {},
      feed = false,
    ) => {
      const ctx = await contextOf(email);
      const period = feed
        ? { from: new Date(Date.now() - 30 * 864e5), to: new Date(Date.now() + 180 * 864e5) }
        : { from: weekStart, to: weekEnd };
      const query = selectPeriodSlots(
        db,
        ctx,
        { ...period, ...filters },
        feed ? 2000 : 3000,
        await slotVisibility(db, ctx, feed ? "own" : "calendar"),
      ).toSQL();
      const client = new pg.Client({ connectionString: opened.url });
      await client.connect();
      const plan = await client.query(`explain (analyze, buffers) ${query.sql}`, query.params);
      await client.end();
      console.log(
        `\n--- ${label}\n${plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n")}`,
      );
    };
    await explain("week, teacher", TEACHER);
    await explain("week, student", "apprenant@ata.example");
    await explain("week, admin filtered by teacher", "admin@ata.example", { teacherId: prof.id });
    await explain("week, admin whole company", "admin@ata.example");
    await explain("feed, teacher (30 days back, 180 ahead)", TEACHER, {}, true);
  }

  const login = async (email: string) => {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    return ((await response.json()) as { token: string }).token;
  };
  const timed = async (url: string, token?: string, before?: () => Promise<unknown>) => {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < RUNS; i++) {
      await before?.();
      started = performance.now();
      const response = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      const body = await response.text();
      if (!response.ok) throw new Error(`${url}: ${response.status} ${body.slice(0, 200)}`);
      times.push(performance.now() - started);
      count = body.split('"course":').length - 1 || body.split("BEGIN:VEVENT").length - 1;
    }
    return { median: median(times), count };
  };
  const week = `from=${weekStart.toISOString()}&to=${weekEnd.toISOString()}`;
  const teacherToken = await login(TEACHER);
  const adminToken = await login("admin@ata.example");
  const studentWeek = await timed(
    `${server.url}/api/calendar/events?${week}`,
    await login("apprenant@ata.example"),
  );
  const teacherWeek = await timed(`${server.url}/api/calendar/events?${week}`, teacherToken);
  // The month view's period: the six weeks from the Monday on or before the 1st.
  const first = new Date(Date.UTC(weekStart.getUTCFullYear(), weekStart.getUTCMonth(), 1));
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const sixWeeks = `from=${first.toISOString()}&to=${new Date(first.getTime() + 42 * 864e5).toISOString()}`;
  const teacherMonth = await timed(`${server.url}/api/calendar/events?${sixWeeks}`, teacherToken);
  const adminWeek = await timed(`${server.url}/api/calendar/events?${week}&teacherId=${prof.id}`, adminToken);
  const adminAll = await timed(`${server.url}/api/calendar/events?${week}`, adminToken);
  // The same week when one of its slots changed just before each request: the company's kept week
  // (calendar.period.cache.ts) is read again every time.
  const [moved] = (
    await db.execute<{ id: string }>(
      sql`select id from slots where company_id = 'ata' and starts_at >= ${weekStart.toISOString()}::timestamptz
        and starts_at < ${weekEnd.toISOString()}::timestamptz limit 1`,
    )
  ).rows;
  const adminChanged = await timed(`${server.url}/api/calendar/events?${week}`, adminToken, () =>
    db.execute(sql`update slots set room = 'Salle M' || (random() * 9)::int where id = ${moved?.id}::uuid`),
  );
  const feed = await fetch(`${server.url}/api/calendar/feed`, {
    method: "POST",
    headers: { authorization: `Bearer ${teacherToken}` },
  });
  const feedUrl = new URL(((await feed.json()) as { url: string }).url);
  const ics = await timed(`${server.url}${feedUrl.pathname}`);
  console.log(
    `Week API, teacher: median ${teacherWeek.median.toFixed(1)} ms (${teacherWeek.count} slots; budget 20 ms)`,
  );
  console.log(
    `Month API, teacher: median ${teacherMonth.median.toFixed(1)} ms (${teacherMonth.count} slots)`,
  );
  console.log(`Week API, student: median ${studentWeek.median.toFixed(1)} ms (${studentWeek.count} slots)`);
  console.log(
    `Week API, admin filtered by teacher: median ${adminWeek.median.toFixed(1)} ms (${adminWeek.count} slots)`,
  );
  console.log(
    `Week API, admin whole company: median ${adminAll.median.toFixed(1)} ms (${adminAll.count} slots)`,
  );
  console.log(
    `Week API, admin whole company, a slot changed before each request: median ${adminChanged.median.toFixed(1)} ms`,
  );
  console.log(`ICS feed, teacher: median ${ics.median.toFixed(1)} ms (${ics.count} events; budget 100 ms)`);

  if (!process.argv.includes("--no-browser")) {
    // The month in Chromium: from the click on « Mois » (the month's slots fetched, then drawn) to the
    // teacher's 200 slots of the month on screen. The web app must be built (npm run build).
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu"],
    });
    const page = await browser.newPage({
      viewport: { width: 1440, height: 900 },
      locale: "fr-FR",
      timezoneId: "Europe/Paris",
    });
    await page.goto(`${server.url}/auth/login`);
    await page.evaluate((token) => localStorage.setItem("campus.token", token), teacherToken);
    const renders: number[] = [];
    for (let i = 0; i < 5; i++) {
      await page.goto(`${server.url}/dashboard/calendar`);
      const month = page.locator("[data-testid=calendar] button", { hasText: /^Mois$/ });
      await month.waitFor().catch(async (error: unknown) => {
        await page.screenshot({ path: "/tmp/measure-calendar.png" });
        throw error;
      });
      // The week's answer is in (no progress bar) before the clock starts.
      await page.getByRole("progressbar", { name: "Chargement" }).waitFor({ state: "detached" });
      // A string, not a function: tsx's helpers (__name) do not exist in the page.
      const ms = await page.evaluate<number>(`(async () => {
        const own = () => [...document.querySelectorAll("[data-testid=calendar] .slot-validated")]
          .filter((element) => element.textContent.includes("Salle P")).length;
        const button = [...document.querySelectorAll("[data-testid=calendar] button")]
          .find((element) => element.textContent.trim() === "Mois");
        const start = performance.now();
        button.click();
        while (own() < 200) {
          if (performance.now() - start > 10000) return Infinity;
          await new Promise((resolve) => requestAnimationFrame(resolve));
        }
        // The frame that shows them.
        await new Promise((resolve) => requestAnimationFrame(resolve));
        return performance.now() - start;
      })()`);
      renders.push(ms);
    }
    await browser.close();
    console.log(
      `Month view, teacher with 200 slots: median ${median(renders).toFixed(0)} ms, best ${Math.min(...renders).toFixed(0)} ms in Chromium (budget 1,000 ms; runs ${renders.map((ms) => ms.toFixed(0)).join(", ")})`,
    );
  }
} finally {
  await server.stop();
  await database.close();
  if (process.argv.includes("--keep")) console.log(`Database kept: ${opened.url}`);
  else await opened.drop();
}
