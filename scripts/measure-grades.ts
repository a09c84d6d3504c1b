// Budget of the grades: a course with 40 students and 30 evaluations; saving the full grid (1,200 grades)
// in one request takes under 300 ms, a student's grades page (API) under 50 ms median.
// Run: npx tsx scripts/measure-grades.ts   (TEST_DATABASE_URL=postgres://… to measure on PostgreSQL)
import { performance } from "node:perf_hooks";
import { eq, sql } from "drizzle-orm";
import { students, teachers, users } from "../apps/api/src/db/schema/index.ts";
import { createStudents } from "../apps/api/src/test/factories.ts";
import { createCourse, createEvaluations } from "../apps/api/src/test/factories-courses.ts";
import { bearer, createTestApp } from "../apps/api/src/test/harness.ts";
import { median } from "./measure-stats.ts";

const COMPANY = "ata";
const STUDENTS = 40;
const EVALUATIONS = 30;
const SAVES = 10;
const READS = 30;

const max = (values: number[]) => Math.max(...values);

const t = await createTestApp();
const db = t.database.db;
console.log(`database: ${t.database.kind}`);

// The demo teacher's course, with the demo student and 39 more students, and 30 evaluations.
const [teacher] = await db
  .select({ id: teachers.id })
  .from(teachers)
  .innerJoin(users, eq(users.id, teachers.userId))
  .where(eq(users.email, `prof@${COMPANY}.example`));
const [demoStudent] = await db
  .select({ id: students.id })
  .from(students)
  .innerJoin(users, eq(users.id, students.userId))
  .where(eq(users.email, `apprenant@${COMPANY}.example`));
if (!teacher || !demoStudent)
  throw new Error("the demo teacher and student are missing: is the seed complete?");
const extra = await createStudents(
  db,
  Array.from({ length: STUDENTS - 1 }, (_, n) => ({
    companyId: COMPANY,
    studentNumber: `MESURE-${String(n).padStart(3, "0")}`,
    firstname: `Prénom ${n}`,
    lastname: `Nom ${String(n).padStart(3, "0")}`,
    email: `mesure.${n}@etu.${COMPANY}.example`,
  })),
);
const studentIds = [demoStudent.id, ...extra];
const courseId = await createCourse(db, {
  companyId: COMPANY,
  title: "Mesure des notes",
  teacherIds: [teacher.id],
  studentIds,
});
const evaluationInputs = Array.from({ length: EVALUATIONS }, (_, n) => ({
  companyId: COMPANY,
  courseId,
  title: `Évaluation ${n + 1}`,
  date: `2031-0${1 + (n % 9)}-1${n % 10}`,
  coefficient: 1 + (n % 3),
  scale: n % 5 === 0 ? 10 : 20,
}));
const evaluationRows = (await createEvaluations(db, evaluationInputs)).map((id, n) => ({
  id,
  scale: evaluationInputs[n]!.scale,
}));
await db.execute(sql`analyze`);

const teacherToken = await t.login(`prof@${COMPANY}.example`);
const studentToken = await t.login(`apprenant@${COMPANY}.example`);

/** A full grid; each run changes every value, and one row in ten is emptied (a removal). */
function grid(run: number) {
  return {
    courseId,
    grades: evaluationRows.flatMap((evaluation, e) =>
      studentIds.map((studentId, s) => ({
        evaluationId: evaluation.id,
        studentId,
        value: (s + e + run) % 10 === 0 ? null : ((s * 7 + e * 3 + run) % (evaluation.scale * 2)) / 2,
        ...(s % 4 === 0 ? { comment: `Commentaire ${run}` } : {}),
      })),
    ),
  };
}

async function timed(method: "GET" | "PUT", url: string, token: string, payload?: object) {
  const begin = performance.now();
  const response = await t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
  const ms = performance.now() - begin;
  if (response.statusCode !== 200)
    throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return { ms, body: response.json() };
}

// Warm-up: the first save inserts every grade; the measured ones update or delete them.
for (let run = 0; run < 3; run++) await timed("PUT", "/api/evaluations/grades", teacherToken, grid(run));
const saves: number[] = [];
let gradeCount = 0;
for (let run = 3; run < 3 + SAVES; run++) {
  const result = await timed("PUT", "/api/evaluations/grades", teacherToken, grid(run));
  saves.push(result.ms);
  gradeCount = (result.body as { grades: unknown[] }).grades.length;
}

for (let i = 0; i < 5; i++) await timed("GET", "/api/grades/mine", studentToken);
const reads: number[] = [];
let courseCount = 0;
for (let i = 0; i < READS; i++) {
  const result = await timed("GET", "/api/grades/mine", studentToken);
  reads.push(result.ms);
  courseCount = (result.body as { courses: unknown[] }).courses.length;
}

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
console.log(
  `full grid save (${STUDENTS} students × ${EVALUATIONS} evaluations = ${STUDENTS * EVALUATIONS} cells, ${gradeCount} grades kept): median ${fmt(median(saves))}, max ${fmt(max(saves))} (budget 300 ms)`,
);
console.log(
  `student grades page (${courseCount} courses): median ${fmt(median(reads))}, max ${fmt(max(reads))} (budget 50 ms)`,
);
await t.close();
const ok = median(saves) < 300 && median(reads) < 50;
console.log(ok ? "within budget" : "OVER BUDGET");
process.exit(ok ? 0 : 1);
