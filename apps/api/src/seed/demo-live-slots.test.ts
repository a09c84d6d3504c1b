import { and, eq, gt, lte } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolments, slots, students, users } from "../db/schema/index.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { refreshDemoLiveSlots, seedTeaching } from "./demo-teaching.ts";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The next Saturday after the seed, 17:00 in Paris (16:00 UTC in winter, 15:00 in summer): no regular slot. */
function nextSaturdayEvening(): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + ((6 - date.getUTCDay() + 7) % 7 || 7));
  const probe = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12));
  const parisHour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Paris", hour: "2-digit", hourCycle: "h23" }).format(
      probe,
    ),
  );
  return new Date(probe.getTime() + (17 - parisHour) * 3_600_000);
}

async function runningSlotsOfDemoStudent(companyId: string, at: Date) {
  const [student] = await t.database.db
    .select({ id: students.id })
    .from(students)
    .innerJoin(users, eq(users.id, students.userId))
    .where(eq(users.email, `apprenant@${companyId}.example`));
  return t.database.db
    .select({ id: slots.id, status: slots.status, room: slots.room })
    .from(slots)
    .innerJoin(enrolments, eq(enrolments.courseId, slots.courseId))
    .where(
      and(
        eq(slots.companyId, companyId),
        eq(enrolments.studentId, student!.id),
        lte(slots.startsAt, at),
        gt(slots.endsAt, at),
      ),
    );
}

// Checks of the demo seed's slots (they were in slots.test.ts, whose tests now build a small fixture of their own).
describe("the demo seed", () => {
  it("gives each company past, future, proposed and cancelled slots without double bookings", async () => {
    const db = t.database.db;
    for (const companyId of ["ata", "horizon"]) {
      const rows = await db.select().from(slots).where(eq(slots.companyId, companyId));
      const statuses = new Set(rows.map((row) => row.status));
      expect([...statuses].sort()).toEqual(["cancelled", "held", "proposed", "validated"]);
      expect(rows.filter((row) => row.status === "cancelled")).toHaveLength(1);
      const active = rows.filter((row) => row.status !== "cancelled");
      for (const a of active) {
        for (const b of active) {
          if (a.id >= b.id || a.startsAt >= b.endsAt || b.startsAt >= a.endsAt) continue;
          expect(a.teacherId !== null && a.teacherId === b.teacherId).toBe(false);
          expect(a.room !== null && a.room === b.room).toBe(false);
        }
      }
    }
  });

  it("shows the demo student and teacher a slot running now and one later today", async () => {
    for (const email of ["apprenant@ata.example", "prof@ata.example"]) {
      const response = await t.as(email).get("/api/slots/live");
      expect(response.statusCode).toBe(200);
      const { live: running, next } = response.json();
      expect(running).toHaveLength(1);
      const [live] = running;
      expect(new Date(live.startsAt).getTime()).toBeLessThanOrEqual(Date.now());
      expect(new Date(live.endsAt).getTime()).toBeGreaterThan(Date.now());
      expect(live.course.thematicTitle.length).toBeGreaterThan(0);
      expect(live.room).toMatch(/^Salle /);
      expect(next).not.toBeNull();
      expect(new Date(next.startsAt).getTime()).toBeGreaterThan(Date.now());
    }
  });

  it("runs again without adding anything", async () => {
    const before = await t.database.db.select({ id: slots.id }).from(slots);
    await seedTeaching(t.database.db);
    const after = await t.database.db.select({ id: slots.id }).from(slots);
    expect(after).toHaveLength(before.length);
  });
});

describe("the demo's live slots on a later day", () => {
  it("adds nothing while the seeded slots are still running and coming", async () => {
    expect(await refreshDemoLiveSlots(t.database.db)).toBe(0);
  });

  it("adds a running and a later slot for the demo student when the day has none, once", async () => {
    const later = nextSaturdayEvening();
    for (const companyId of ["ata", "horizon"])
      expect(await runningSlotsOfDemoStudent(companyId, later)).toHaveLength(0);
    expect(await refreshDemoLiveSlots(t.database.db, later)).toBe(4);
    for (const companyId of ["ata", "horizon"]) {
      const running = await runningSlotsOfDemoStudent(companyId, later);
      expect(running).toEqual([expect.objectContaining({ status: "validated", room: "Salle 201" })]);
    }
    expect(await refreshDemoLiveSlots(t.database.db, later)).toBe(0);
  });

  it("adds the one slot missing when a single company lacks it", async () => {
    const later = nextSaturdayEvening();
    const [running] = await runningSlotsOfDemoStudent("horizon", later);
    await t.database.db.delete(slots).where(eq(slots.id, running!.id));
    expect(await refreshDemoLiveSlots(t.database.db, later)).toBe(1);
    expect(await runningSlotsOfDemoStudent("horizon", later)).toHaveLength(1);
    expect(await runningSlotsOfDemoStudent("ata", later)).toHaveLength(1);
  });
});
