import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { enrolments, students } from "../../db/schema/index.ts";
import {
  assignmentAppForTests,
  createBox,
  handIn,
  hours,
  PROF,
  pdfOf,
  STUDENT,
} from "../../test/fixtures/assignments.ts";
import { createStudentAccount } from "../../test/fixtures/teaching.ts";

// The teacher's list of a box's submissions: newest hand-in first, by name, filters and their counts.
const t = assignmentAppForTests();

type Row = { studentId: string; isArchived: boolean; state: string };
type Answer = {
  items: Row[];
  total: number;
  counts: { all: number; handedIn: number; late: number; missing: number };
};

describe("the submissions list", () => {
  it("puts the newest hand-in on top and those who handed nothing in last; sorts by name; filters and counts", async () => {
    const db = t.database.db;
    // Two more students on the course: one hands in late, one never.
    const late = await createStudentAccount(db, "ata", "tardif");
    const never = await createStudentAccount(db, "ata", "absent");
    await db.insert(enrolments).values([
      { companyId: "ata", courseId: t.fixture.courseId, studentId: late.studentId },
      { companyId: "ata", courseId: t.fixture.courseId, studentId: never.studentId },
    ]);
    // The fixture's accounts skip the search key that the students module writes.
    await db.update(students).set({ searchText: "temoin tardif" }).where(eq(students.id, late.studentId));
    const id = await createBox(t, { dueAt: hours(24) });
    t.clock.set(hours(1));
    expect((await handIn(t.app, await t.signIn(STUDENT), id, "a.pdf", pdfOf(100))).statusCode).toBe(201);
    t.clock.set(hours(2));
    expect(
      (await handIn(t.app, await t.signIn(t.fixture.other.email), id, "b.pdf", pdfOf(100))).statusCode,
    ).toBe(201);
    t.clock.set(hours(30));
    expect((await handIn(t.app, await t.signIn(late.email), id, "c.pdf", pdfOf(100))).statusCode).toBe(201);
    t.clock.set(hours(0));

    const get = async (query: string) => {
      const response = await t.as(PROF).get(`/api/assignments/${id}/submissions?${query}`);
      expect(response.statusCode).toBe(200);
      return response.json<Answer>();
    };
    const ids = (answer: Answer) => answer.items.map((item) => item.studentId);
    const all = await get("pageSize=200");
    const demoId = t.fixture.studentId;
    const otherId = t.fixture.other.studentId;

    expect(ids(all)).toEqual([late.studentId, otherId, demoId, never.studentId]);
    expect(all.counts).toEqual({ all: 4, handedIn: 3, late: 1, missing: 1 });
    expect(ids(await get("sort=submittedAt"))).toEqual([demoId, otherId, late.studentId, never.studentId]);

    // Paged in SQL: the second page of two.
    const second = await get("pageSize=2&page=2");
    expect(ids(second)).toEqual([demoId, never.studentId]);
    expect(second.total).toBe(4);

    const byName = await get("sort=lastname&pageSize=200");
    const names = byName.items.map((item) => (item as unknown as { lastname: string }).lastname);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "fr")));

    const lateOnly = await get("handIn=late");
    expect(ids(lateOnly)).toEqual([late.studentId]);
    expect(lateOnly.total).toBe(1);
    expect(lateOnly.counts).toEqual({ all: 4, handedIn: 3, late: 1, missing: 1 });
    expect(ids(await get("handIn=missing"))).toEqual([never.studentId]);
    expect(ids(await get("handIn=handedIn"))).toEqual([late.studentId, otherId, demoId]);
    expect((await get("state=late")).items.map((item) => item.state)).toEqual(["late"]);

    // The search narrows the rows and the counts.
    const searched = await get("q=tardif");
    expect(ids(searched)).toEqual([late.studentId]);
    expect(searched.counts).toEqual({ all: 1, handedIn: 1, late: 1, missing: 0 });

    expect((await t.as(PROF).get(`/api/assignments/${id}/submissions?sort=dueAt`)).statusCode).toBe(400);
    expect((await t.as(PROF).get(`/api/assignments/${id}/submissions?handIn=x`)).statusCode).toBe(400);
    expect((await t.as(STUDENT).get(`/api/assignments/${id}/submissions`)).statusCode).toBe(403);
    expect((await t.as("prof@horizon.example").get(`/api/assignments/${id}/submissions`)).statusCode).toBe(
      404,
    );
  });
});
