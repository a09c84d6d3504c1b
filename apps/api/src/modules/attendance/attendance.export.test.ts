import { buffer } from "node:stream/consumers";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendance, slots, students, users } from "../../db/schema/index.ts";
import { systemClock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { parisDateTime } from "../../platform/documents.ts";
import { createCourse } from "../../test/factories-courses.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { exportAbsences, listAbsences } from "./attendance.absences.queries.ts";

// The absences export streams the list page by page (keyset on the list's order): with pages of 7
// rows over the demo company's absences, the spreadsheet holds exactly the list, in its order.

let t: TestApp;
let ctx: Ctx;
const filters = { includeLate: true };

beforeAll(async () => {
  t = await createTestApp();
  const [admin] = await t.database.db
    .select()
    .from(users)
    .where(and(eq(users.companyId, "ata"), eq(users.email, "admin@ata.example")));
  if (!admin) throw new Error("no demo administrator");
  ctx = {
    userId: admin.id,
    companyId: "ata",
    instance: admin.instance,
    roles: admin.roles,
    sessionId: "test",
  };
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function sheetRows(bytes: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = workbook.getWorksheet("Absences");
  const rows: string[] = [];
  // Title, generation time, a blank line, then the header on row 4.
  sheet?.eachRow((row, number) => {
    if (number > 4) rows.push([1, 2, 3, 4, 7].map((column) => String(row.getCell(column).value)).join(" | "));
  });
  return rows;
}

describe("the streamed absences export", () => {
  it("holds every absence of the list, in the list's order, across keyset pages", async () => {
    const listed = await listAbsences(t.database.db, systemClock, ctx, {
      ...filters,
      page: 1,
      pageSize: 100_000,
    });
    expect(listed.items.length).toBeGreaterThan(21);
    const { body } = await exportAbsences(t.database.db, systemClock, ctx, filters, {
      rows: 100_000,
      page: 7,
    });
    const expected = listed.items.map((absence) => {
      const start = parisDateTime(new Date(absence.startsAt));
      const end = parisDateTime(new Date(absence.endsAt));
      const status = absence.status === "late" ? "En retard" : "Absent";
      return [
        start.date,
        `${start.time}-${end.time}`,
        absence.course.title,
        absence.student.studentNumber,
        status,
      ].join(" | ");
    });
    expect(await sheetRows(await buffer(body))).toEqual(expected);
  });

  it("keeps every absence of slots starting at the same minute when a page ends among them", async () => {
    const db = t.database.db;
    const some = await db
      .select({ id: students.id })
      .from(students)
      .where(eq(students.companyId, "ata"))
      .limit(5);
    const courseId = await createCourse(db, {
      companyId: "ata",
      title: "Cours du même instant",
      studentIds: some.map((student) => student.id),
    });
    const startsAt = new Date("2026-01-05T08:00:00.000Z");
    const endsAt = new Date("2026-01-05T10:00:00.000Z");
    const created = await db
      .insert(slots)
      .values(
        [1, 2, 3].map(() => ({ companyId: "ata", courseId, startsAt, endsAt, status: "validated" as const })),
      )
      .returning({ id: slots.id });
    await db.insert(attendance).values(
      created.flatMap((slot) =>
        some.map((student) => ({
          companyId: "ata",
          slotId: slot.id,
          studentId: student.id,
          status: "absent" as const,
        })),
      ),
    );
    const sameMinute = { includeLate: false, courseId };
    const listed = await listAbsences(db, systemClock, ctx, { ...sameMinute, page: 1, pageSize: 100 });
    expect(listed.items).toHaveLength(15);
    // Pages of 4: each page but the first starts inside a slot's absences, or between two slots.
    const { body } = await exportAbsences(db, systemClock, ctx, sameMinute, { rows: 100, page: 4 });
    const exported = await sheetRows(await buffer(body));
    expect(exported).toHaveLength(15);
    expect(exported.map((row) => row.split(" | ")[3])).toEqual(
      listed.items.map((absence) => String(absence.student.studentNumber)),
    );
  });

  it("refuses an export over the limit with 413, counted before any row is fetched", async () => {
    await expect(
      exportAbsences(t.database.db, systemClock, ctx, filters, { rows: 3, page: 7 }),
    ).rejects.toMatchObject({ code: "TOO_LARGE", status: 413 });
  });
});
