import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import {
  attendance,
  enrolments,
  slots,
  studentErasures,
  studentLastCourses,
  students,
} from "../../db/schema/index.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { createCourse, createSlots } from "../../test/factories-courses.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { countFormerStudents, formerStudentIds } from "./students.former.queries.ts";

// The former students past a cutoff, at its edges, while the figure the database keeps for them follows
// every change of slots, enrolments and marks: the answer is always the rows' own.
const CUTOFF = new Date("2023-06-01T12:00:00Z");
const at = (offsetMinutes: number) => new Date(CUTOFF.getTime() + offsetMinutes * 60_000);
const LONG_AGO = new Date("2019-01-01T00:00:00Z");

type Fixture = Awaited<ReturnType<typeof fixture>>;
let t: TestApp<Fixture>;

async function fixture(db: Db) {
  await demoAccounts(db);
  const people = ["edge", "before", "marked", "moved", "leaving", "erased", "fresh"];
  const ids = await createStudents(
    db,
    people.map((name) => ({
      companyId: "ata",
      studentNumber: name,
      firstname: name,
      lastname: "Élève",
      email: `${name}@ata.example`,
    })),
  );
  const id = Object.fromEntries(people.map((name, i) => [name, ids[i] ?? ""]));
  const old = people.filter((name) => name !== "fresh").map((name) => id[name] ?? "");
  await db.update(students).set({ createdAt: LONG_AGO }).where(inArray(students.id, old));
  const course = (title: string, studentIds: string[]) =>
    createCourse(db, { companyId: "ata", title, studentIds });
  const edgeCourse = await course("Au bord", [id.edge ?? ""]);
  const beforeCourse = await course("Juste avant", [id.before ?? "", id.erased ?? ""]);
  const markedCourse = await course("Quitté", []);
  const movedCourse = await course("Déplacé", [id.moved ?? ""]);
  const liveCourse = await course("En cours", [id.leaving ?? "", id.fresh ?? ""]);
  const [, , markedSlot, movedSlot] = await createSlots(db, [
    { companyId: "ata", courseId: edgeCourse, startsAt: at(-60), endsAt: at(0) },
    { companyId: "ata", courseId: beforeCourse, startsAt: at(-61), endsAt: at(-1) },
    { companyId: "ata", courseId: markedCourse, startsAt: at(0) },
    { companyId: "ata", courseId: movedCourse, startsAt: at(-600) },
    { companyId: "ata", courseId: liveCourse, startsAt: at(60 * 24 * 365) },
  ]);
  // Marked at a slot of a course they do not follow (any more): the mark keeps them.
  await db
    .insert(attendance)
    .values({ companyId: "ata", slotId: markedSlot ?? "", studentId: id.marked ?? "", status: "present" });
  return { id, movedSlot: movedSlot ?? "", liveCourse };
}

/** Whether the kept figure is each student's last course, worked out from the rows. */
async function keptFiguresAreExact(db: Db) {
  const rows = await db.execute<{ wrong: number }>(
    sql`select count(*)::int as wrong from ${studentLastCourses} l
      where l.last_course_at is distinct from student_last_course_at(l.company_id, l.student_id)`,
  );
  return rows.rows[0]?.wrong === 0;
}

const due = async () => {
  const { db } = t.database;
  const ids = await formerStudentIds(db, "ata", CUTOFF, 100);
  const n = await countFormerStudents(db, "ata", CUTOFF);
  expect(ids).toHaveLength(n);
  const byId = new Map(Object.entries(t.fixture.id).map(([name, id]) => [id, name]));
  return ids.map((id) => byId.get(id)).sort();
};

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
});
afterAll(() => t.close());

describe("former students", () => {
  it("counts those whose last slot ended strictly before the cutoff, marks included", async () => {
    // edge: ends exactly at the cutoff (kept); before: a minute earlier (due); marked: a mark at the
    // cutoff in a course they do not follow (kept); fresh: a record created now, and another company's none.
    expect(await due()).toEqual(["before", "erased", "moved"]);
    expect(await countFormerStudents(t.database.db, "horizon", CUTOFF)).toBe(0);
    expect(await keptFiguresAreExact(t.database.db)).toBe(true);
  });

  it("follows the slots moved and removed, the enrolments ended and the erasures", async () => {
    const { db } = t.database;
    const { id, movedSlot, liveCourse } = t.fixture;
    await db
      .update(slots)
      .set({ startsAt: at(30), endsAt: at(90) })
      .where(eq(slots.id, movedSlot));
    await db
      .delete(enrolments)
      .where(and(eq(enrolments.courseId, liveCourse), eq(enrolments.studentId, id.leaving ?? "")));
    await db.delete(attendance).where(eq(attendance.studentId, id.marked ?? ""));
    await db.insert(studentErasures).values({
      companyId: "ata",
      studentId: id.erased ?? "",
      number: 1,
      erasedAt: CUTOFF,
      blobKeys: [],
    });
    expect(await due()).toEqual(["before", "leaving", "marked"]);
    expect(await keptFiguresAreExact(db)).toBe(true);
    const erasedFigure = await db
      .select()
      .from(studentLastCourses)
      .where(eq(studentLastCourses.studentId, id.erased ?? ""));
    expect(erasedFigure).toEqual([]);

    // Moved back before the cutoff, the slot's student is due again; a new slot keeps the others.
    await db
      .update(slots)
      .set({ startsAt: at(-90), endsAt: at(-30) })
      .where(eq(slots.id, movedSlot));
    const [oldCourse] = await db
      .select({ courseId: slots.courseId })
      .from(slots)
      .where(eq(slots.id, movedSlot));
    await db
      .insert(enrolments)
      .values({ companyId: "ata", courseId: liveCourse, studentId: id.before ?? "" });
    await createSlots(db, [{ companyId: "ata", courseId: oldCourse?.courseId ?? "", startsAt: at(10) }]);
    expect(await due()).toEqual(["leaving", "marked"]);
    await db.delete(slots).where(eq(slots.courseId, oldCourse?.courseId ?? ""));
    expect(await due()).toEqual(["leaving", "marked", "moved"]);
    expect(await keptFiguresAreExact(db)).toBe(true);
  });
});
