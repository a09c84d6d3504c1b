// Budgets of the attendance documents and the proof bundle (issue 40):
// 1. the signed sheet of 40 students (each with a signature image) renders in under 2 s;
// 2. the half-day sheet of 30 students × 20 half-days (a signature in each cell) in under 3 s;
// 3. a session's proof bundle (300 students, a year of slots) streams while the server's resident memory
//    grows by less than 150 MB. The real server on a fresh PostgreSQL database (TEST_DATABASE_URL, default
//    the local server), its RSS sampled from /proc while the zip is read.
// The cohort is split into groups (a course per group, as a school timetables them): GROUPS courses of
// STUDENTS / GROUPS students, each with SLOTS_PER_WEEK slots of 3 h a week over WEEKS weeks, every student
// marked and signed on each slot.
// Run: npx tsx scripts/bench-proof.ts [students] [groups] [weeks] [slotsPerWeek]
import type { AttendanceItem } from "@campus/contracts/attendance";
import type { Slot } from "@campus/contracts/slots";
import { sql } from "drizzle-orm";
import { buildAttendanceSheetPdf } from "../apps/api/src/modules/attendance/attendance.documents.ts";
import { buildHalfDaySheetPdf } from "../apps/api/src/modules/attendance/attendance.half-day.documents.ts";
import { demoAccounts } from "../apps/api/src/test/factories.ts";
import { pngBytes } from "../apps/api/src/test/fixtures/signature-png.ts";
import { openTestDatabase } from "../apps/api/src/test/harness.ts";
import { sampleResidentGrowth, startServerProcess } from "../apps/api/src/test/server-process.ts";

const STUDENTS = Number(process.argv[2] ?? 300);
const GROUPS = Number(process.argv[3] ?? 10);
const WEEKS = Number(process.argv[4] ?? 40);
const SLOTS_PER_WEEK = Number(process.argv[5] ?? 5);
const BUDGETS = { sheetSeconds: 2, halfDaySeconds: 3, bundleMb: 150 };
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
let failed = false;

/** The slowest of `runs` renders after one to warm up (fonts, pdfkit's modules), in seconds. */
async function slowest(runs: number, render: () => Promise<Buffer>) {
  await render();
  let worst = 0;
  let size = 0;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    size = (await render()).length;
    worst = Math.max(worst, (performance.now() - started) / 1000);
  }
  return { worst, size };
}

function check(label: string, value: number, budget: number, unit: string, detail: string) {
  const ok = value < budget;
  if (!ok) failed = true;
  console.log(
    `${ok ? "OK  " : "FAIL"} ${label} : ${value.toFixed(unit === "MB" ? 1 : 2)} ${unit} (budget ${budget} ${unit}) ${detail}`,
  );
}

const png = pngBytes(400, 150);
const student = (n: number) => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  studentNumber: `ATA-2031-${String(n).padStart(4, "0")}`,
  firstname: `Prénom ${n}`,
  lastname: `Nom de famille ${n}`,
  usageName: null,
});

// 1. The signed sheet of 40 students.
{
  const slot: Slot = {
    id: "00000000-0000-4000-8000-000000000001",
    course: { id: "c", title: "Bureautique avancée", thematicTitle: "Tableur" },
    teacher: { id: "t", name: "Paul Martin" },
    startsAt: "2031-03-04T08:00:00.000Z",
    endsAt: "2031-03-04T11:00:00.000Z",
    room: "B12",
    mode: "presentiel",
    videoLink: null,
    status: "held",
    report: "",
    homework: "",
    fileCount: 0,
  };
  const items: AttendanceItem[] = Array.from({ length: 40 }, (_, index) => ({
    student: { ...student(index + 1), isArchived: false },
    mark: {
      status: "present",
      lateMinutes: null,
      excused: false,
      excuseReason: null,
      markedBy: null,
      markedAt: "2031-03-04T08:02:00.000Z",
      excusedBy: null,
      excusedAt: null,
      source: "signature",
      signedAt: "2031-03-04T08:02:00.000Z",
    },
  }));
  const signatures = new Map(
    items.map((item) => [item.student.id, { png, signedAt: new Date("2031-03-04T08:02:00Z") }]),
  );
  const { worst, size } = await slowest(5, () =>
    buildAttendanceSheetPdf({
      companyName: "ATA Formation",
      slot,
      items,
      generatedAt: new Date(),
      signatures,
      teacherSignature: { png, signedAt: new Date("2031-03-04T11:00:00Z"), name: "Paul Martin" },
      reference: "0".repeat(64),
    }),
  );
  check(
    "feuille signée, 40 apprenants",
    worst,
    BUDGETS.sheetSeconds,
    "s",
    `(pire de 5, ${(size / 1024).toFixed(0)} Ko)`,
  );
}

// 2. The half-day sheet of 30 students × 20 half-days.
{
  const halfDays = Array.from({ length: 20 }, (_, index) => ({
    day: `2031-03-${String(3 + Math.floor(index / 2)).padStart(2, "0")}`,
    isMorning: index % 2 === 0,
  }));
  const { worst, size } = await slowest(5, () =>
    buildHalfDaySheetPdf({
      companyName: "ATA Formation",
      cohortName: "Promo 2031",
      period: { from: "2031-03-03", to: "2031-03-12" },
      halfDays,
      rows: Array.from({ length: 30 }, (_, index) => ({
        student: student(index + 1),
        cells: halfDays.map((_, cell) => (cell % 7 === 3 ? { text: "Absent" } : { png })),
      })),
      generatedAt: new Date(),
    }),
  );
  check(
    "feuille par demi-journée, 30 × 20",
    worst,
    BUDGETS.halfDaySeconds,
    "s",
    `(pire de 5, ${(size / 1024).toFixed(0)} Ko)`,
  );
}

// 3. A session's proof bundle through the real server.
process.env.TEST_DATABASE_URL ??= "postgres://postgres@127.0.0.1:5432/postgres";
const opened = await openTestDatabase();
const { db } = opened.database;
await opened.database.migrate();
const ids = await demoAccounts(db);
const seeding = performance.now();
const [cohort] = (
  await db.execute(sql`insert into cohorts (company_id, name) values ('ata', 'Promo bench') returning id`)
).rows as { id: string }[];
const cohortId = cohort?.id ?? "";
await db.execute(sql`
  insert into students (company_id, student_number, firstname, lastname, email, cohort_id)
  select 'ata', 'PB-' || g, 'Prénom ' || g, 'Nom ' || g, 'pb' || g || '@ata.example', ${cohortId}
  from generate_series(1, ${STUDENTS}) g`);
await db.execute(sql`
  insert into courses (company_id, title, cohort_id)
  select 'ata', 'Module ' || g, ${cohortId} from generate_series(1, ${GROUPS}) g`);
// Group g follows « Module g »: students numbered g, g + GROUPS, g + 2 × GROUPS…
await db.execute(sql`
  insert into enrolments (company_id, course_id, student_id)
  select 'ata', c.id, s.id from students s
  join courses c on c.company_id = 'ata' and c.title = 'Module ' || (1 + (substring(s.student_number from 4)::int - 1) % ${GROUPS})
  where s.company_id = 'ata' and s.cohort_id = ${cohortId}`);
// Each course: SLOTS_PER_WEEK slots of 3 h a week (Monday on), from 2025-09-01 (a past school year: a sheet is made of a slot begun).
await db.execute(sql`
  insert into slots (company_id, course_id, teacher_id, starts_at, ends_at, status, room)
  select 'ata', c.id, ${ids.teacherId.ata},
    timestamptz '2025-09-01 08:00:00+00' + (w * 7 + d) * interval '1 day',
    timestamptz '2025-09-01 11:00:00+00' + (w * 7 + d) * interval '1 day', 'held', 'Salle ' || c.title
  from courses c, generate_series(0, ${WEEKS - 1}) w, generate_series(0, ${SLOTS_PER_WEEK - 1}) d
  where c.company_id = 'ata' and c.cohort_id = ${cohortId}`);
await db.execute(sql`
  insert into attendance (company_id, slot_id, student_id, status, late_minutes, excused, source)
  select 'ata', sl.id, e.student_id,
    case when (hashtext(sl.id::text || e.student_id::text) & 31) = 0 then 'absent'
         when (hashtext(sl.id::text || e.student_id::text) & 31) = 1 then 'late' else 'present' end,
    case when (hashtext(sl.id::text || e.student_id::text) & 31) = 1 then 10 end,
    false, 'signature'
  from slots sl join enrolments e on e.course_id = sl.course_id
  join courses c on c.id = sl.course_id and c.cohort_id = ${cohortId}`);
const [admin] = (await db.execute(sql`select id from users where email = 'admin@ata.example'`)).rows as {
  id: string;
}[];
await db.execute(sql`
  insert into attendance_signatures (company_id, slot_id, student_id, signed_by, via, png, signed_at)
  select 'ata', a.slot_id, a.student_id, ${admin?.id ?? ""}, 'phone', ${png}, sl.starts_at + interval '2 minutes'
  from attendance a join slots sl on sl.id = a.slot_id where a.company_id = 'ata' and a.status <> 'absent'`);
const [counts] = (
  await db.execute(sql`select (select count(*) from slots)::int as slots, (select count(*) from attendance)::int as marks,
    (select count(*) from attendance_signatures)::int as signatures`)
).rows as { slots: number; marks: number; signatures: number }[];
console.log(
  `Données : ${STUDENTS} apprenants, ${GROUPS} cours, ${counts?.slots} séances, ${counts?.marks} présences, ${counts?.signatures} signatures (${((performance.now() - seeding) / 1000).toFixed(0)} s)`,
);

const server = await startServerProcess({
  DATABASE_URL: opened.url ?? "",
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
});
try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@ata.example", password: "Demo2026!" }),
  });
  if (!login.ok) throw new Error(`login: ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  // The statements the bundle runs: each is its own transaction outside the few the server opens.
  const commits = async () => {
    await db.execute(sql`select pg_stat_clear_snapshot()`);
    const [row] = (
      await db.execute(
        sql`select xact_commit::bigint as n from pg_stat_database where datname = current_database()`,
      )
    ).rows as { n: string }[];
    return Number(row?.n ?? 0);
  };
  // The statistics reach pg_stat_database once the server's connections are idle (10 s at most).
  const STATS_FLUSH_MS = 11_000;
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  const commitsBefore = await commits();
  const memory = sampleResidentGrowth(server.child.pid as number);
  const started = performance.now();
  let firstByte = 0;
  const response = await fetch(
    `${server.url}/api/proof-bundles.zip?cohortId=${cohortId}&from=2025-09-01&to=2026-08-31`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok || !response.body) throw new Error(`bundle: ${response.status} ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) {
    if (bytes === 0) firstByte = (performance.now() - started) / 1000;
    bytes += (chunk as Uint8Array).length;
  }
  const growth = memory.stop();
  const seconds = (performance.now() - started) / 1000;
  check(
    "dossier de preuve d'une session, mémoire du serveur",
    growth / (1024 * 1024),
    BUDGETS.bundleMb,
    "MB",
    `(zip de ${mb(bytes)} MB en ${seconds.toFixed(0)} s, premier octet à ${firstByte.toFixed(1)} s, RSS avant ${mb(memory.before)} MB)`,
  );
  await new Promise((resolve) => setTimeout(resolve, STATS_FLUSH_MS));
  const statements = (await commits()) - commitsBefore;
  console.log(
    `     requêtes du dossier : ${statements} transactions (${(statements / (counts?.slots || 1)).toFixed(1)} par séance)`,
  );
} finally {
  await server.stop();
  await opened.database.close();
  await opened.drop();
}
if (failed) process.exitCode = 1;
