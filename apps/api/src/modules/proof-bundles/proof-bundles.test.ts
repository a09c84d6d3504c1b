import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PROOF_BUNDLE_MESSAGES } from "@campus/contracts/proof-bundles";
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import Papa from "papaparse";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  attendance,
  attendanceSignatures,
  auditLog,
  cohorts,
  grades,
  slots,
  students,
  timeCounters,
  users,
} from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourse, createEvaluations, createSlots } from "../../test/factories-courses.ts";
import { pngBytes } from "../../test/fixtures/signature-png.ts";
import { createStudentAccount } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { readZip } from "../../test/zip-reader.ts";
import { formatHours, totalFigures } from "./proof-bundles.figures.queries.ts";

// The proof bundle: its entries for a student, a course and a session, the certificate's figures, and
// who may not have it.
const ADMIN = "admin@ata.example";
const at = (iso: string) => new Date(iso);
/** Once the fixture's slots are over, but the last one: a slot to come has no sheet. */
const clock = new FakeClock(at("2031-03-06T12:30:00Z"));

async function proofFixture(db: Db) {
  const { teacherId, studentId, userId } = await demoAccounts(db);
  const other = await createStudentAccount(db, "ata", "deux");
  const [cohort] = await db
    .insert(cohorts)
    .values({ companyId: "ata", name: "Promo 2031" })
    .returning({ id: cohorts.id });
  const cohortId = cohort?.id ?? "";
  for (const id of [studentId.ata, other.studentId]) {
    await db.update(students).set({ cohortId }).where(eq(students.id, id));
  }
  const office = await createCourse(db, {
    companyId: "ata",
    title: "Bureautique",
    teacherIds: [teacherId.ata],
    studentIds: [studentId.ata, other.studentId],
  });
  const accounting = await createCourse(db, {
    companyId: "ata",
    title: "Comptabilité",
    teacherIds: [teacherId.ata],
    studentIds: [studentId.ata],
  });
  const [s1 = "", s2 = "", s3 = "", , s5 = ""] = await createSlots(db, [
    // 3 h, 2 h, 1 h 30 of Bureautique, a cancelled one (not counted), 2 h of Comptabilité.
    {
      companyId: "ata",
      courseId: office,
      startsAt: at("2031-03-04T08:00:00Z"),
      endsAt: at("2031-03-04T11:00:00Z"),
      status: "held",
    },
    {
      companyId: "ata",
      courseId: office,
      startsAt: at("2031-03-05T08:00:00Z"),
      endsAt: at("2031-03-05T10:00:00Z"),
      status: "held",
    },
    {
      companyId: "ata",
      courseId: office,
      startsAt: at("2031-03-06T12:00:00Z"),
      endsAt: at("2031-03-06T13:30:00Z"),
      status: "held",
    },
    { companyId: "ata", courseId: office, startsAt: at("2031-03-07T08:00:00Z"), status: "cancelled" },
    {
      companyId: "ata",
      courseId: accounting,
      startsAt: at("2031-03-04T13:00:00Z"),
      endsAt: at("2031-03-04T15:00:00Z"),
      status: "held",
    },
    // To come (after the clock): planned, but no sheet yet.
    { companyId: "ata", courseId: accounting, startsAt: at("2031-04-10T08:00:00Z"), status: "validated" },
  ]);
  const lea = studentId.ata;
  await db.insert(attendance).values([
    { companyId: "ata", slotId: s1, studentId: lea, status: "present", source: "signature" },
    { companyId: "ata", slotId: s2, studentId: lea, status: "late", lateMinutes: 10 },
    {
      companyId: "ata",
      slotId: s3,
      studentId: lea,
      status: "absent",
      excused: true,
      excuseReason: "Arrêt maladie",
    },
    { companyId: "ata", slotId: s5, studentId: lea, status: "absent" },
    { companyId: "ata", slotId: s1, studentId: other.studentId, status: "present" },
  ]);
  await db.insert(attendanceSignatures).values({
    companyId: "ata",
    slotId: s1,
    studentId: lea,
    signedBy: userId("apprenant@ata.example"),
    via: "phone",
    png: pngBytes(300, 120),
    signedAt: at("2031-03-04T08:02:00Z"),
  });
  const [evaluation = ""] = await createEvaluations(db, [
    { companyId: "ata", courseId: office, title: "Tableur", date: "2031-03-05", scale: 20 },
  ]);
  await db
    .insert(grades)
    .values({ companyId: "ata", evaluationId: evaluation, studentId: lea, value: 15.5, comment: "=Bien" });
  await db.insert(timeCounters).values([
    {
      companyId: "ata",
      userId: userId("apprenant@ata.example"),
      day: "2031-03-04",
      scope: "",
      seconds: 3600,
      lastBeatAt: at("2031-03-04T17:00:00Z"),
    },
    {
      companyId: "ata",
      userId: userId("apprenant@ata.example"),
      day: "2031-03-04",
      scope: office,
      courseId: office,
      seconds: 1200,
      lastBeatAt: at("2031-03-04T17:00:00Z"),
    },
  ]);
  return { cohortId, office, accounting, lea, other: other.studentId };
}

type ProofApp = TestApp<Awaited<ReturnType<typeof proofFixture>>>;
let t: ProofApp;
let dataDir = "";

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "campus-proof-"));
  t = await createTestApp({ DATA_DIR: dataDir }, { seed: proofFixture, clock });
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function bundle(query: string) {
  const response = await t.as(ADMIN).get(`/api/proof-bundles.zip?${query}`);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers["content-type"]).toContain("zip");
  return { response, zip: await readZip(response.rawPayload) };
}

async function pdfText(bytes: Buffer | undefined) {
  const parser = new PDFParse({ data: bytes ?? Buffer.alloc(0) });
  const text = (await parser.getText()).text.replace(/\s+/g, " ");
  await parser.destroy();
  return text;
}

const names = (zip: Map<string, Buffer>) => [...zip.keys()];

describe("the proof bundle", () => {
  it("of a student over a period: their course's sheets, their certificate, time and grades", async () => {
    const { lea } = t.fixture;
    const { response, zip } = await bundle(`studentId=${lea}&from=2031-03-01&to=2031-03-31`);
    expect(response.headers["content-disposition"]).toContain(
      "dossier-de-preuve-petit-lea-2031-03-01-2031-03-31.zip",
    );
    expect(names(zip)).toEqual([
      "LISEZMOI.txt",
      "feuilles/2031-03-04-bureautique-09h00.pdf",
      "feuilles/2031-03-04-comptabilite-14h00.pdf",
      "feuilles/2031-03-05-bureautique-09h00.pdf",
      "feuilles/2031-03-06-bureautique-13h00.pdf",
      "certificats/petit-lea.pdf",
      "temps-de-connexion.csv",
      "notes.csv",
    ]);
    const readme = zip.get("LISEZMOI.txt")?.toString("utf8") ?? "";
    expect(readme).toContain("Période : du 2031-03-01 au 2031-03-31");
    expect(readme).toContain("certificats/");
    const sheet = await pdfText(zip.get("feuilles/2031-03-04-bureautique-09h00.pdf"));
    expect(sheet).toContain("Feuille d'émargement");
    expect(sheet).toContain("Signé à 09:02");
    expect(sheet).toMatch(/Référence d'audit \(SHA-256\) : [0-9a-f]{64}/);
    const time = Papa.parse<string[]>(
      zip
        .get("temps-de-connexion.csv")
        ?.toString("utf8")
        .replace(/^\uFEFF/, "") ?? "",
      {
        delimiter: ";",
        skipEmptyLines: true,
      },
    ).data;
    expect(time[0]?.[0]).toBe("N° étudiant");
    expect(time.slice(1).map((row) => [row[3], row[4], row[5]])).toEqual([
      ["2031-03-04", "Ensemble du site", "60"],
      ["2031-03-04", "Bureautique", "20"],
    ]);
    const grades = zip.get("notes.csv")?.toString("utf8") ?? "";
    expect(grades.startsWith("\uFEFF")).toBe(true);
    // A comment that a spreadsheet would read as a formula is escaped.
    expect(grades).toContain("Bureautique;Tableur;Devoir;2031-03-05;15,5;20;1;'=Bien");
    const [audit] = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, "proof-bundle"));
    expect(audit?.entityId).toBe(lea);
  });

  it("prints the certificate's figures: planned, attended, lates, excused and unexcused absences", async () => {
    const { lea } = t.fixture;
    const { zip } = await bundle(`studentId=${lea}&from=2031-03-01&to=2031-03-31`);
    const text = await pdfText(zip.get("certificats/petit-lea.pdf"));
    expect(text).toContain("Certificat de réalisation");
    expect(text).toContain("Stagiaire : Petit Léa (n° ATA-2026-0001)");
    expect(text).toContain("a suivi l'action : Promo 2031");
    // The period ends today at most (the clock is on 6 March).
    expect(text).toContain("qui s'est déroulée : du 01/03/2031 au 06/03/2031");
    expect(text).toContain("pour une durée réalisée de : 5 h (sur 8 h 30 prévues)");
    expect(text).toContain("Assiduité : 58,8 % des heures prévues");
    // Cours, prévues, réalisées, retards, justifiées, non justifiées, non renseignées.
    expect(text).toContain("Bureautique 6 h 30 5 h 1 (10 min) 1 h 30 0 h 0 h");
    expect(text).toContain("Comptabilité 2 h 0 h 0 0 h 2 h 0 h");
    expect(text).toContain("Total 8 h 30 5 h 1 (10 min) 1 h 30 2 h 0 h");
  });

  it("of a course: its sheets of the period and a certificate per enrolled student", async () => {
    const { office } = t.fixture;
    const { zip } = await bundle(`courseId=${office}&from=2031-03-05&to=2031-03-06`);
    expect(names(zip)).toEqual([
      "LISEZMOI.txt",
      "feuilles/2031-03-05-bureautique-09h00.pdf",
      "feuilles/2031-03-06-bureautique-13h00.pdf",
      "certificats/petit-lea.pdf",
      "certificats/temoin-deux-zoe.pdf",
      "temps-de-connexion.csv",
      "notes.csv",
    ]);
    const other = await pdfText(zip.get("certificats/temoin-deux-zoe.pdf"));
    // Zoé was not marked on these two slots: 3 h 30 planned, none attended, all « non saisies ».
    expect(other).toContain("Bureautique 3 h 30 0 h 0 0 h 0 h 3 h 30");
  });

  it("of a session without a period: every counted slot of its students' courses", async () => {
    const { cohortId } = t.fixture;
    const { zip } = await bundle(`cohortId=${cohortId}`);
    const entries = names(zip);
    expect(entries.filter((name) => name.startsWith("feuilles/"))).toHaveLength(4);
    expect(entries.filter((name) => name.startsWith("certificats/"))).toEqual([
      "certificats/petit-lea.pdf",
      "certificats/temoin-deux-zoe.pdf",
    ]);
    expect(zip.get("LISEZMOI.txt")?.toString("utf8")).toContain("toutes les séances");
    // The slot to come is neither in the sheets nor in the certificate: it attests what was done.
    const lea = await pdfText(zip.get("certificats/petit-lea.pdf"));
    expect(lea).toContain("Comptabilité 2 h 0 h 0 0 h 2 h 0 h");
  });
});

describe("the sheets of a bundle, read by pages of slots", () => {
  it("are each slot's own signed sheet: same text, same audit reference (of the signatures too)", async () => {
    const { cohortId, office, accounting } = t.fixture;
    const sheetSlots = await t.database.db
      .select({ id: slots.id, startsAt: slots.startsAt })
      .from(slots)
      .where(
        and(
          inArray(slots.courseId, [office, accounting]),
          inArray(slots.status, ["validated", "held"]),
          lt(slots.startsAt, clock.now()),
        ),
      )
      .orderBy(asc(slots.startsAt), asc(slots.id));
    expect(sheetSlots).toHaveLength(4);
    // The teacher's signature too: the bundle reads the names of a page at once.
    const [first] = sheetSlots;
    await t.database.db.insert(attendanceSignatures).values({
      companyId: "ata",
      slotId: first?.id ?? "",
      studentId: null,
      signedBy:
        (await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN)))[0]?.id ?? "",
      via: "teacher",
      png: pngBytes(200, 80),
      signedAt: at("2031-03-04T11:00:00Z"),
    });
    const { zip } = await bundle(`cohortId=${cohortId}`);
    const sheets = [...zip.entries()].filter(([name]) => name.startsWith("feuilles/"));
    expect(sheets).toHaveLength(sheetSlots.length);
    for (const [index, slot] of sheetSlots.entries()) {
      const own = await t.as(ADMIN).get(`/api/slots/${slot.id}/attendance-sheet.pdf`);
      expect(own.statusCode).toBe(200);
      // The PDF's creation date is the only byte that may differ: its text holds the reference.
      const text = await pdfText(sheets[index]?.[1]);
      expect(text).toContain("Référence d'audit");
      expect(text).toBe(await pdfText(own.rawPayload));
    }
  });
});

describe("the certificate's figures", () => {
  it("add up the courses and give the attendance rate", () => {
    const row = (planned: number, attended: number, excused: number, unexcused: number) => ({
      courseId: "c",
      courseTitle: "C",
      slots: 1,
      plannedMinutes: planned,
      attendedMinutes: attended,
      lates: attended > 0 ? 1 : 0,
      lateMinutes: 5,
      excusedAbsenceMinutes: excused,
      unexcusedAbsenceMinutes: unexcused,
      unmarkedMinutes: planned - attended - excused - unexcused,
      firstStart: null,
      lastEnd: null,
    });
    const totals = totalFigures([row(390, 300, 90, 0), row(120, 0, 0, 120)]);
    expect(totals.plannedMinutes).toBe(510);
    expect(totals.attendedMinutes).toBe(300);
    expect(totals.unmarkedMinutes).toBe(0);
    expect(totals.attendanceRate).toBeCloseTo(300 / 510);
    expect(totalFigures([]).attendanceRate).toBeNull();
    expect([formatHours(0), formatHours(180), formatHours(150), formatHours(65)]).toEqual([
      "0 h",
      "3 h",
      "2 h 30",
      "1 h 05",
    ]);
  });
});

describe("who may not have a proof bundle", () => {
  it("refuses a teacher (403) and another company's ids (404)", async () => {
    const { lea, office, cohortId } = t.fixture;
    const asTeacher = await t.as("prof@ata.example").get(`/api/proof-bundles.zip?courseId=${office}`);
    expect(asTeacher.statusCode).toBe(403);
    for (const query of [
      `studentId=${lea}&from=2031-03-01&to=2031-03-31`,
      `courseId=${office}`,
      `cohortId=${cohortId}`,
    ]) {
      const response = await t.as("admin@horizon.example").get(`/api/proof-bundles.zip?${query}`);
      expect(response.statusCode, query).toBe(404);
    }
  });

  it("refuses two selectors, none, a student without a period and a period too long (400, in French)", async () => {
    const { lea, office } = t.fixture;
    const cases: [string, string][] = [
      [`studentId=${lea}&courseId=${office}`, PROOF_BUNDLE_MESSAGES.oneSelector],
      ["", PROOF_BUNDLE_MESSAGES.oneSelector],
      [`studentId=${lea}`, PROOF_BUNDLE_MESSAGES.studentPeriod],
      [`courseId=${office}&from=2031-01-01`, PROOF_BUNDLE_MESSAGES.bothDates],
      [`courseId=${office}&from=2031-01-01&to=2032-03-01`, PROOF_BUNDLE_MESSAGES.periodTooLong],
      [`courseId=${office}&from=2031-03-01&to=2031-02-01`, PROOF_BUNDLE_MESSAGES.periodOrder],
    ];
    for (const [query, message] of cases) {
      const response = await t.as(ADMIN).get(`/api/proof-bundles.zip?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(JSON.stringify(response.json()), query).toContain(message);
    }
  });
});
