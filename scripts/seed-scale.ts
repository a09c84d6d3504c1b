// The scale data set of issue 16, in several shapes (issue 42): on PostgreSQL, a company « grand » and its
// twin « petit », 100 times smaller with the same per-person shape. Chosen by --shape= (scale-shapes/shapes.ts):
// - base (the default): 100,000 students, 500 teachers, 5,000 courses of 200 students, 10 courses a
//   student (1,000,000 enrolments), each course once a week 20 weeks back and 20 ahead (200,000 slots),
//   the last two past weeks marked (2,000,000 marks), an evaluation a course graded for all (1,000,000
//   grades), a hand-in box a course that two students in three handed in;
// - dense: many small courses (20,000 of 50 students), a 30-minute slot every half hour in every room
//   (40 rooms, 8:00-18:00) over this week and two each side: 4,000 slots in the administrator's week,
//   each course once in the five weeks, the two past weeks marked;
// - cohorts: 90,000 students, 9,000 courses of 300, 30 courses a student (2,700,000 enrolments), boxes of
//   300 hand-ins (everyone hands in), four weeks of slots each side, the last past one marked;
// - history: a year of roll calls (52 past weeks marked, 2 courses a student, 1,000 courses taught by 200
//   teachers, 10,400,000 marks), and prof0's 2,000 conversations hold a message a week for a year
//   (104,000 messages).
// In every shape prof0 talks with 2,000 students (apprenant0 among them), and the accounts are
// admin@, prof0@, apprenant0@ grand.example / petit.example, with the demo password.
// Set-based: every table is one INSERT … SELECT, over generate_series (ids are md5 of a name, so rows find
// each other by arithmetic, with the version-4 digits set) or over a join of the rows already there
// (marks, grades, hand-ins: per enrolment).
// Run: npx tsx scripts/seed-scale.ts [--shape=base] [--url=postgres://postgres@127.0.0.1:5432/campus_scale] [--factor=1]
// (the database is campus_scale for base, campus_scale_<shape> for the others, so that shapes live side by
// side; --factor scales both companies, for a quick try: 0.02 is fifty times smaller).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { hashPassword } from "../apps/api/src/platform/passwords.ts";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";
import { activitySteps } from "./scale-shapes/activity.ts";
import { conversationSteps } from "./scale-shapes/conversations.ts";
import { peopleSteps } from "./scale-shapes/people.ts";
import { companiesOf } from "./scale-shapes/seeding.ts";
import { SHAPES, scaleDatabaseUrl, shapeName } from "./scale-shapes/shapes.ts";
import { slotStep } from "./scale-shapes/slots.ts";

const SCALE_URL = scaleDatabaseUrl();
const SHAPE = shapeName();
const FACTOR = Number(process.argv.find((a) => a.startsWith("--factor="))?.split("=")[1] ?? 1);

async function recreateDatabase(url: string) {
  const name = new URL(url).pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: "/postgres" }).href,
  });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

await recreateDatabase(SCALE_URL);
const database = await openDatabase({ url: SCALE_URL });
await database.migrate();
const started = performance.now();
const shape = SHAPES[SHAPE] as (typeof SHAPES)[string];
console.log(`Shape ${SHAPE}: ${shape.summary}`);
for (const company of companiesOf(shape, FACTOR, await hashPassword(DEMO_PASSWORD))) {
  console.log(
    `${company.id}: ${company.students} students, ${company.teachers} teachers, ${company.courses} courses`,
  );
  const steps = [
    ...peopleSteps(company),
    slotStep(company),
    ...activitySteps(company),
    ...conversationSteps(company),
  ];
  for (const [label, query] of steps) {
    const t0 = performance.now();
    const result = await database.db.execute(query);
    console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${Math.round(performance.now() - t0)} ms`);
  }
}
// As autovacuum would in time: statistics, and the visibility map that lets index-only scans skip the heap.
await database.db.execute(sql`vacuum analyze`);
console.log(`Seeded in ${Math.round((performance.now() - started) / 1000)} s: ${SCALE_URL}`);
await database.close();
