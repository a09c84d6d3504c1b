import { buffer } from "node:stream/consumers";
import type { Absence } from "@campus/contracts/attendance";
import type { ImportReport } from "@campus/contracts/imports";
import { and, asc, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/client.ts";
import { courses, students } from "../db/schema/index.ts";
import { streamAbsencesXlsx } from "../modules/attendance/attendance.documents.ts";
import { demoAccounts } from "../test/factories.ts";
import { createCourses } from "../test/factories-school.ts";
import { bearer, createTestApp, type TestApp } from "../test/harness.ts";
import { safeCell, safeCellValue, unescapeCell } from "./spreadsheet-cells.ts";

const ATTACK = "=cmd|' /C calc'!A0";

async function firstSheet(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  return workbook.worksheets[0]!;
}

/** Every text cell of a sheet. */
function texts(sheet: ExcelJS.Worksheet): string[] {
  const values: string[] = [];
  sheet.eachRow((row) => {
    row.eachCell((cell) => {
      if (typeof cell.value === "string") values.push(cell.value);
    });
  });
  return values;
}

describe("safeCell", () => {
  it("prefixes a quote to a cell that would start a formula, and only then", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"])
      expect(safeCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(safeCell("Martin")).toBe("Martin");
    expect(safeCell("")).toBe("");
    expect(safeCellValue(-3)).toBe(-3);
  });

  it("is undone on import, so an exported value imports back unchanged", () => {
    expect(unescapeCell(safeCell(ATTACK))).toBe(ATTACK);
    expect(unescapeCell("'quoted")).toBe("'quoted");
  });
});

/** The demo accounts (their students are the students spreadsheet's rows); two current ata courses and an archived one. */
async function fixture(db: Db) {
  const { studentId } = await demoAccounts(db);
  await createCourses(db, [
    { companyId: "ata", title: "Marketing digital", studentIds: [studentId.ata] },
    { companyId: "ata", title: "Négociation commerciale", studentIds: [studentId.ata] },
    { companyId: "ata", title: "Ancien cours", archived: true },
  ]);
}

describe("the exports", () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({}, { seed: fixture });
    admin = bearer(await t.login("admin@ata.example"));
  });
  afterAll(() => t.close());

  it("escapes a student's name in the students spreadsheet", async () => {
    await t.database.db
      .update(students)
      .set({ lastname: ATTACK, firstname: "+33 6 12" })
      .where(and(eq(students.companyId, "ata"), eq(students.email, "apprenant@ata.example")));
    const response = await t.app.inject({
      method: "GET",
      url: "/api/students/export?format=xlsx",
      headers: admin,
    });
    expect(response.statusCode).toBe(200);
    const cells = texts(await firstSheet(response.rawPayload));
    expect(cells).toContain(`'${ATTACK}`);
    expect(cells).toContain("'+33 6 12");
    expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it("escapes a course title in the absences spreadsheet", async () => {
    const absence = {
      startsAt: "2026-03-02T08:00:00Z",
      endsAt: "2026-03-02T10:00:00Z",
      course: { title: ATTACK },
      student: { studentNumber: "-1", firstname: "@Lou", lastname: "Petit", usageName: null },
      status: "absent",
      lateMinutes: null,
      excused: false,
      reason: "\tmotif",
    } as unknown as Absence;
    const bytes = await buffer(
      streamAbsencesXlsx({
        title: "Absences",
        generatedAt: new Date(),
        pages: (async function* () {
          yield [absence];
        })(),
      }),
    );
    const cells = texts(await firstSheet(bytes));
    expect(cells).toEqual(expect.arrayContaining([`'${ATTACK}`, "'-1", "'@Lou", "'\tmotif"]));
  });

  it("escapes a course title in the enrolments sample, which imports back as the course", async () => {
    const [course] = await t.database.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.companyId, "ata"), eq(courses.archived, false)))
      .orderBy(asc(courses.title))
      .limit(1);
    await t.database.db.update(courses).set({ title: ATTACK }).where(eq(courses.id, course!.id));
    const csv = await t.app.inject({
      method: "GET",
      url: "/api/imports/enrolments/sample?format=csv",
      headers: admin,
    });
    const text = csv.rawPayload.toString("utf-8");
    expect(text).toContain(`'${ATTACK}`);
    expect(text.split(/\r\n/).some((line) => line.split(";").some((cell) => /^"?[=+\-@]/.test(cell)))).toBe(
      false,
    );
    const xlsx = await t.app.inject({
      method: "GET",
      url: "/api/imports/enrolments/sample?format=xlsx",
      headers: admin,
    });
    expect(texts(await firstSheet(xlsx.rawPayload))).toContain(`'${ATTACK}`);

    const boundary = "campusboundary44";
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.csv"\r\n\r\n`),
      csv.rawPayload,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const preview = await t.app.inject({
      method: "POST",
      url: "/api/imports/enrolments/preview",
      payload,
      headers: { ...admin, "content-type": `multipart/form-data; boundary=${boundary}` },
    });
    const report = preview.json<ImportReport>();
    expect(report.errors.filter((error) => error.field === "cours")).toEqual([]);
  });
});
