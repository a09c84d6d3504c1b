// The scale data set of issue 16: on PostgreSQL, company « grand » with 100,000 students, 500 teachers,
// 5,000 courses, 1,000,000 enrolments, 200,000 slots, 1,000,000 grades and 2,000,000 attendance marks,
// and its twin « petit », 100 times smaller, with the same shape (200 students a course, 10 courses a
// student, one slot a week per course, 20 weeks back and 20 ahead, the last two past weeks marked, a
// hand-in box a course with two students in three handed in, prof0 in 2,000 conversations).
// Set-based: every table is one INSERT … SELECT over generate_series; ids are md5 of a name, so rows
// find each other by arithmetic, without joins (md5 digits, with the version-4 digits set). Everyone's password is the demo password.
// Run: npx tsx scripts/seed-scale.ts [--url=postgres://postgres@127.0.0.1:5432/campus_scale] [--factor=1]
// (--factor scales both companies, for a quick try: 0.1 is ten times smaller).
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client.ts";
import { hashPassword } from "../apps/api/src/platform/passwords.ts";
import { DEMO_PASSWORD } from "../apps/api/src/seed/demo-accounts.ts";

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const SCALE_URL = arg("url") ?? "postgres://postgres@127.0.0.1:5432/campus_scale";
const FACTOR = Number(arg("factor") ?? 1);

/** Students, teachers and courses of each company; the rest follows from the shape. */
const COMPANIES = [
  { id: "grand", name: "Groupe Grand Campus", students: 100_000, teachers: 500, courses: 5_000 },
  { id: "petit", name: "Petit Campus", students: 1_000, teachers: 5, courses: 50 },
].map((c) => ({
  ...c,
  students: Math.round(c.students * FACTOR),
  teachers: Math.max(1, Math.round(c.teachers * FACTOR)),
  courses: Math.max(10, Math.round((c.courses * FACTOR) / 10) * 10),
}));
const COURSES_PER_STUDENT = 10;
const WEEKS = 40; // 20 back, 20 ahead
const MARKED_WEEKS = [18, 19];

async function recreateDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
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
const db = database.db;
const passwordHash = await hashPassword(DEMO_PASSWORD);
const started = performance.now();

async function step(label: string, query: ReturnType<typeof sql>) {
  const t0 = performance.now();
  const result = await db.execute(query);
  console.log(`  ${label}: ${result.rowCount ?? 0} rows in ${Math.round(performance.now() - t0)} ms`);
}

for (const company of COMPANIES) {
  const { id, students: n, teachers: t, courses: c } = company;
  const groups = c / COURSES_PER_STUDENT; // students of group g take courses g*10 … g*10+9
  const uid = (kind: string, expression: ReturnType<typeof sql>) =>
    // A version-4 layout (the API's uuid checks want one): the version and variant digits set.
    sql`overlay(overlay(md5(${`${id}-${kind}-`} || (${expression})::text) placing '4' from 13) placing '8' from 17)::uuid`;
  console.log(`${id}: ${n} students, ${t} teachers, ${c} courses`);
  await step(
    "company",
    sql`insert into companies (id, full_name, features, style) values (${id}, ${company.name},
      '{"whitelist": true, "writtenCourses": true, "cohorts": false, "enrolments": false, "programmes": false}',
      '{"light": {"primary": "#1F4E9C", "secondary": "#B83280"}, "dark": {"primary": "#8AB4F8", "secondary": "#F687B3"}}')`,
  );
  await step(
    "instance",
    sql`insert into instances (company_id, id, name) values (${id}, 'principal', 'Site principal')`,
  );
  await step(
    "reference data",
    sql`with p as (insert into programmes (id, company_id, code, name) values (${uid("programme", sql`0`)}, ${id}, 'BTS', 'BTS SIO') returning id),
      l as (insert into levels (id, company_id, label, position) values (${uid("level", sql`0`)}, ${id}, '1re année', 1) returning id),
      pl as (insert into programme_levels (company_id, programme_id, level_id) select ${id}, p.id, l.id from p, l)
      insert into cohorts (id, company_id, programme_id, name) select ${uid("cohort", sql`0`)}, ${id}, p.id, '2026-2027' from p`,
  );
  await step(
    "accounts",
    sql`insert into users (id, company_id, email, password_hash, firstname, lastname, display_name, roles)
      select ${uid("admin-user", sql`0`)}, ${id}, ${`admin@${id}.example`}, ${passwordHash}, 'Alice', 'Admin', 'Alice Admin', array['admin']
      union all
      select ${uid("teacher-user", sql`g`)}, ${id}, 'prof' || g || ${`@${id}.example`}, ${passwordHash}, 'Prof', 'Numéro ' || g, 'Prof Numéro ' || g, array['teacher']
      from generate_series(0, ${t - 1}) g
      union all
      select ${uid("student-user", sql`g`)}, ${id}, 'apprenant' || g || ${`@${id}.example`}, ${passwordHash}, 'Apprenant', 'Numéro ' || g, 'Apprenant Numéro ' || g, array['student']
      from generate_series(0, ${n - 1}) g`,
  );
  await step(
    "teachers",
    sql`insert into teachers (id, company_id, user_id, firstname, lastname, email, search_text)
      select ${uid("teacher", sql`g`)}, ${id}, ${uid("teacher-user", sql`g`)}, 'Prof', 'Numéro ' || g, 'prof' || g || ${`@${id}.example`}, 'prof numero ' || g
      from generate_series(0, ${t - 1}) g`,
  );
  await step(
    "students",
    sql`insert into students (id, company_id, user_id, student_number, firstname, lastname, email, programme_id, level_id, cohort_id, search_text)
      select ${uid("student", sql`g`)}, ${id}, ${uid("student-user", sql`g`)}, 'N' || lpad(g::text, 6, '0'), 'Apprenant', 'Numéro ' || g,
        'apprenant' || g || ${`@${id}.example`}, ${uid("programme", sql`0`)}, ${uid("level", sql`0`)}, ${uid("cohort", sql`0`)}, 'apprenant numero ' || g
      from generate_series(0, ${n - 1}) g`,
  );
  await step(
    "courses",
    sql`insert into courses (id, company_id, title, programme_id, level_id, cohort_id, planned_hours)
      select ${uid("course", sql`g`)}, ${id}, 'Cours ' || g, ${uid("programme", sql`0`)}, ${uid("level", sql`0`)}, ${uid("cohort", sql`0`)}, 40
      from generate_series(0, ${c - 1}) g`,
  );
  await step(
    "course teachers",
    sql`insert into course_teachers (company_id, course_id, teacher_id)
      select ${id}, ${uid("course", sql`g`)}, ${uid("teacher", sql`g % ${t}`)} from generate_series(0, ${c - 1}) g`,
  );
  await step(
    "enrolments",
    sql`insert into enrolments (company_id, course_id, student_id)
      select ${id}, ${uid("course", sql`(s % ${groups}) * ${COURSES_PER_STUDENT} + k`)}, ${uid("student", sql`s`)}
      from generate_series(0, ${n - 1}) s, generate_series(0, ${COURSES_PER_STUDENT - 1}) k`,
  );
  // Course g meets once a week: day g % 5 of the week, hour 8 + (g / 5) % 8, week w - 20 from this one.
  await step(
    "slots",
    sql`insert into slots (id, company_id, course_id, teacher_id, starts_at, ends_at, room, mode, status)
      select ${uid("slot", sql`g * ${WEEKS} + w`)}, ${id}, ${uid("course", sql`g`)}, ${uid("teacher", sql`g % ${t}`)}, at, at + interval '90 minutes',
        'Salle ' || (g % 200), 'presentiel', case when w < 20 then 'held' else 'validated' end
      from generate_series(0, ${c - 1}) g, generate_series(0, ${WEEKS - 1}) w,
        lateral (select (date_trunc('week', now() at time zone 'Europe/Paris') + (w - 20) * interval '7 days'
          + (g % 5) * interval '1 day' + (8 + (g / 5) % 8) * interval '1 hour') at time zone 'Europe/Paris' as at) s`,
  );
  // The roll calls of two past weeks: one mark in twelve is an absence (about 8 %), one in three excused.
  await step(
    "attendance",
    sql`insert into attendance (company_id, slot_id, student_id, status, excused)
      select ${id}, ${uid("slot", sql`((s % ${groups}) * ${COURSES_PER_STUDENT} + k) * ${WEEKS} + w`)}, ${uid("student", sql`s`)},
        case when (s + k + w) % 12 = 0 then 'absent' when (s + k + w) % 29 = 0 then 'late' else 'present' end,
        (s + k + w) % 36 = 0
      from generate_series(0, ${n - 1}) s, generate_series(0, ${COURSES_PER_STUDENT - 1}) k, unnest(${sql.raw(`array[${MARKED_WEEKS.join(",")}]`)}) w`,
  );
  await step(
    "evaluations",
    sql`insert into evaluations (id, company_id, course_id, title, date, coefficient, scale, type)
      select ${uid("evaluation", sql`g`)}, ${id}, ${uid("course", sql`g`)}, 'Contrôle ' || g, current_date - 10, 1, 20, 'devoir'
      from generate_series(0, ${c - 1}) g`,
  );
  await step(
    "grades",
    sql`insert into grades (company_id, evaluation_id, student_id, value)
      select ${id}, ${uid("evaluation", sql`(s % ${groups}) * ${COURSES_PER_STUDENT} + k`)}, ${uid("student", sql`s`)}, ((s * 7 + k * 3) % 41) / 2.0
      from generate_series(0, ${n - 1}) s, generate_series(0, ${COURSES_PER_STUDENT - 1}) k`,
  );
  // One hand-in box a course, due between ten days ago and ten days ahead; two students in three of
  // each course handed in (a box of 200 hand-ins), one in four of those graded.
  await step(
    "assignment boxes",
    sql`insert into assignment_boxes (id, company_id, course_id, title, opens_at, due_at, accepted_kinds, max_file_bytes, max_files)
      select ${uid("box", sql`g`)}, ${id}, ${uid("course", sql`g`)}, 'Dépôt ' || g, now() - interval '30 days',
        now() + ((g % 21) - 10) * interval '1 day', array['pdf'], 10485760, 1
      from generate_series(0, ${c - 1}) g`,
  );
  await step(
    "hand-ins",
    sql`insert into assignment_submissions (company_id, box_id, student_id, submitted_at, grade, graded_at)
      select ${id}, ${uid("box", sql`(s % ${groups}) * ${COURSES_PER_STUDENT} + k`)}, ${uid("student", sql`s`)},
        now() - ((s + k) % 20) * interval '1 hour',
        case when (s + k) % 4 = 0 then ((s + k) % 21)::float else null end,
        case when (s + k) % 4 = 0 then now() else null end
      from generate_series(0, ${n - 1}) s, generate_series(0, ${COURSES_PER_STUDENT - 1}) k
      where (s + k) % 3 <> 0`,
  );
  // prof0 talks with 2,000 students (apprenant0 among them), each of whom wrote one message he has not read.
  const talkers = Math.min(n, 2_000);
  const studentUser = uid("student-user", sql`s`);
  const teacherUser = uid("teacher-user", sql`0`);
  await step(
    "conversations",
    sql`insert into conversations (id, company_id, user_low_id, user_high_id, last_message_at, last_message_id)
      select ${uid("conversation", sql`s`)}, ${id}, least(${teacherUser}, ${studentUser}), greatest(${teacherUser}, ${studentUser}),
        now() - s * interval '1 minute', ${uid("message", sql`s`)}
      from generate_series(0, ${talkers - 1}) s`,
  );
  await step(
    "conversation members",
    sql`insert into conversation_members (conversation_id, user_id, company_id, other_user_id, last_message_at, unread_count)
      select ${uid("conversation", sql`s`)}, ${teacherUser}, ${id}, ${studentUser}, now() - s * interval '1 minute', 1
      from generate_series(0, ${talkers - 1}) s
      union all
      select ${uid("conversation", sql`s`)}, ${studentUser}, ${id}, ${teacherUser}, now() - s * interval '1 minute', 0
      from generate_series(0, ${talkers - 1}) s`,
  );
  await step(
    "messages",
    sql`insert into messages (id, company_id, conversation_id, author_id, body, created_at)
      select ${uid("message", sql`s`)}, ${id}, ${uid("conversation", sql`s`)}, ${studentUser}, 'Bonjour, une question sur le cours ' || s,
        now() - s * interval '1 minute'
      from generate_series(0, ${talkers - 1}) s`,
  );
  await step(
    "whitelist",
    sql`insert into whitelist_entries (company_id, student_id) select ${id}, ${uid("student", sql`g`)} from generate_series(0, ${n - 1}) g`,
  );
  await step(
    "audit",
    sql`insert into audit_log (company_id, actor_id, action, entity, entity_id, created_at)
      select ${id}, ${uid("admin-user", sql`0`)}, 'update', 'student', ${uid("student", sql`g`)}::text, now() - g * interval '1 minute'
      from generate_series(0, ${Math.round(n / 2) - 1}) g`,
  );
}
// As autovacuum would in time: statistics, and the visibility map that lets index-only scans skip the heap.
await db.execute(sql`vacuum analyze`);
console.log(`Seeded in ${Math.round((performance.now() - started) / 1000)} s: ${SCALE_URL}`);
await database.close();
