// Budgets of the assignment boxes. (1) A box of N students × 3 files of 3 MB (N = 300 by default: 2.7 GB):
// the whole-box zip starts within 1 s, runs at disk speed, and the server's RSS grows by < 100 MB.
// (2) A 500 MB hand-in completes with an RSS growth < 50 MB. The files of (1) are written straight into
// DATA_DIR/files as sparse files (zeros, no disk space), their rows straight into the database, before the
// server starts. Run: npx tsx scripts/measure-assignments.ts [--students=300] [--file-mb=3] [--upload-mb=500]
import { randomBytes } from "node:crypto";
import { mkdir, mkdtemp, open } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client.ts";
import {
  assignmentBoxes,
  assignmentFiles,
  assignmentSubmissions,
  courses,
  courseTeachers,
  enrolments,
  students,
  teachers,
} from "../apps/api/src/db/schema/index.ts";
import { seedDemo } from "../apps/api/src/seed/index.ts";
import { sampleResidentGrowth, startServerProcess } from "../apps/api/src/test/server-process.ts";

const arg = (name: string, fallback: number) =>
  Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
const STUDENTS = arg("students", 300);
const FILE_MB = arg("file-mb", 3);
const UPLOAD_MB = arg("upload-mb", 500);
const MB = 1024 * 1024;
const mb = (bytes: number) => (bytes / MB).toFixed(1);

const dataDir = await mkdtemp(path.join(tmpdir(), "campus-measure-assignments-"));

// The data, before the server opens the database.
const database = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
await database.migrate();
await seedDemo(database.db);
const db = database.db;
const [teacher] = await db.select().from(teachers).where(eq(teachers.email, "prof@ata.example"));
const [demoStudent] = await db.select().from(students).where(eq(students.email, "apprenant@ata.example"));
if (!teacher || !demoStudent) throw new Error("demo accounts missing");
const [course] = await db
  .insert(courses)
  .values({ companyId: "ata", title: "Mesure des dépôts", thematicTitle: "Mesure" })
  .returning();
if (!course) throw new Error("no course");
await db.insert(courseTeachers).values({ companyId: "ata", courseId: course.id, teacherId: teacher.id });
const extra = await db
  .insert(students)
  .values(
    Array.from({ length: STUDENTS - 1 }, (_, i) => ({
      companyId: "ata",
      studentNumber: `MES-${String(i).padStart(4, "0")}`,
      firstname: `Élève${i}`,
      lastname: `Mesure${String(i).padStart(4, "0")}`,
      email: `mesure${i}@ata.example`,
    })),
  )
  .returning({ id: students.id });
const studentIds = [demoStudent.id, ...extra.map((row) => row.id)];
await db
  .insert(enrolments)
  .values(studentIds.map((studentId) => ({ companyId: "ata", courseId: course.id, studentId })));
const now = Date.now();
// Both boxes of the course are open from yesterday to tomorrow and take PDFs.
const openBox = {
  companyId: "ata",
  courseId: course.id,
  opensAt: new Date(now - 86_400_000),
  dueAt: new Date(now + 86_400_000),
  acceptedKinds: ["pdf"],
};
const [box, uploadBox] = await db
  .insert(assignmentBoxes)
  .values([
    { ...openBox, title: "Gros dépôt", maxFileBytes: 10 * MB, maxFiles: 3 },
    { ...openBox, title: "Très gros fichier", maxFileBytes: (UPLOAD_MB + 10) * MB, maxFiles: 1 },
  ])
  .returning();
if (!box || !uploadBox) throw new Error("no box");
await db
  .insert(assignmentSubmissions)
  .values(
    studentIds.map((studentId) => ({ boxId: box.id, studentId, companyId: "ata", submittedAt: new Date() })),
  );
const fileRows = studentIds.flatMap((studentId) =>
  [1, 2, 3].map((n) => ({
    companyId: "ata",
    boxId: box.id,
    studentId,
    blobKey: `ata/principal/assignments/${box.id}/${studentId}/${n}-travail.pdf`,
    name: `travail ${n}.pdf`,
    size: FILE_MB * MB,
    contentType: "application/pdf",
  })),
);
for (let i = 0; i < fileRows.length; i += 500)
  await db.insert(assignmentFiles).values(fileRows.slice(i, i + 500));
await database.close();
for (const row of fileRows) {
  const full = path.join(dataDir, "files", row.blobKey);
  await mkdir(path.dirname(full), { recursive: true });
  const handle = await open(full, "w");
  await handle.write("%PDF-1.4\n");
  await handle.truncate(row.size); // sparse: the rest reads as zeros
  await handle.close();
}

const server = await startServerProcess({ DATABASE_URL: "", S3_BUCKET: "" }, { dataDir });
const base = server.url;
const pid = server.child.pid as number;

async function login(email: string) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Demo2026!" }),
  });
  return { authorization: `Bearer ${((await response.json()) as { token: string }).token}` };
}

const sampler = () => sampleResidentGrowth(pid);

try {
  const prof = await login("prof@ata.example");
  const student = await login("apprenant@ata.example");

  // (1) The whole box as a zip, as the browser gets it: a signed link asked with the token, then
  // followed without it (the time to the first byte includes asking for the link).
  const total = fileRows.length * FILE_MB * MB;
  let memory = sampler();
  const started = performance.now();
  let firstByte = 0;
  let received = 0;
  const link = await fetch(`${base}/api/assignments/${box.id}/download-link`, {
    method: "POST",
    headers: { ...prof, "content-type": "application/json" },
    body: JSON.stringify({ scope: "box" }),
  });
  if (!link.ok) throw new Error(`download link: ${link.status}`);
  const { url } = (await link.json()) as { url: string };
  await new Promise<void>((resolve, reject) => {
    http
      .get(`${base}${url}`, (response) => {
        if (response.statusCode !== 200) reject(new Error(`zip: ${response.statusCode}`));
        response.on("data", (part: Buffer) => {
          if (received === 0) firstByte = performance.now() - started;
          received += part.length;
        });
        response.on("end", resolve);
        response.on("error", reject);
      })
      .on("error", reject);
  });
  const zipSeconds = (performance.now() - started) / 1000;
  const zipGrowth = memory.stop();
  console.log(
    `zip of ${STUDENTS} students × 3 files × ${FILE_MB} MB (${mb(total)} MB, sparse files, local store):`,
  );
  console.log(
    `  first byte after ${firstByte.toFixed(0)} ms (budget < 1000 ms): ${firstByte < 1000 ? "ok" : "OVER BUDGET"}`,
  );
  console.log(
    `  ${mb(received)} MB in ${zipSeconds.toFixed(1)} s (${(received / MB / zipSeconds).toFixed(0)} MB/s)`,
  );
  console.log(
    `  RSS growth ${mb(zipGrowth)} MB (budget < 100 MB): ${zipGrowth < 100 * MB ? "ok" : "OVER BUDGET"}`,
  );
  if (firstByte >= 1000 || zipGrowth >= 100 * MB || received < total) process.exitCode = 1;

  // (2) A 500 MB hand-in.
  memory = sampler();
  const size = UPLOAD_MB * MB;
  const block = randomBytes(64 * 1024);
  const boundary = `----measure${randomBytes(8).toString("hex")}`;
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="très gros.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  async function* body() {
    yield preamble;
    for (let offset = 0; offset < size; offset += block.length) {
      yield offset === 0 ? Buffer.concat([Buffer.from("%PDF-1.7\n"), block.subarray(9)]) : block;
    }
    yield epilogue;
  }
  const uploadStarted = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(`${base}/api/assignments/${uploadBox.id}/files`, {
      method: "POST",
      headers: {
        ...student,
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": preamble.length + size + epilogue.length,
      },
    });
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
    Readable.from(body()).pipe(request);
  });
  const uploadSeconds = (performance.now() - uploadStarted) / 1000;
  const uploadGrowth = memory.stop();
  console.log(
    `hand-in of ${UPLOAD_MB} MB: status ${status}, ${uploadSeconds.toFixed(1)} s (${(UPLOAD_MB / uploadSeconds).toFixed(0)} MB/s)`,
  );
  console.log(
    `  RSS growth ${mb(uploadGrowth)} MB (budget < 50 MB): ${uploadGrowth < 50 * MB ? "ok" : "OVER BUDGET"}`,
  );
  if (status !== 201 || uploadGrowth >= 50 * MB) process.exitCode = 1;
} finally {
  await server.stop();
}
