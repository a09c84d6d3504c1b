import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { auditLog, authSessions, liveEvents, retentionRuns, students, users } from "../../db/schema/index.ts";
import { createBlobStore } from "../../platform/blob-stores.ts";
import { FakeClock } from "../../platform/clock.ts";
import { createStudents, createUsers, demoAccounts } from "../../test/factories.ts";
import { createCourse, createSlots } from "../../test/factories-courses.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { MemoryEventBus } from "../../test/memory-event-bus.ts";
import { runDailyRetention } from "./privacy.retention-run.jobs.ts";

// Retention with a controlled clock: what is due, the settings, and the daily run taken by one process.
const ADMIN = "admin@ata.example";
// The database stamps the demo rows with its own time: the clock starts there, the fixture's rows are dated back.
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const clock = new FakeClock(NOW);
const bus = new MemoryEventBus();
type Fixture = Awaited<ReturnType<typeof fixture>>;
let t: TestApp<Fixture>;

async function fixture(db: Db) {
  const demo = await demoAccounts(db);
  const [former = "", current = ""] = await createStudents(db, [
    {
      companyId: "ata",
      studentNumber: "OLD-1",
      firstname: "Ancien",
      lastname: "Élève",
      email: "ancien@ata.example",
    },
    {
      companyId: "ata",
      studentNumber: "CUR-1",
      firstname: "Actuel",
      lastname: "Élève",
      email: "actuel@ata.example",
    },
  ]);
  await db
    .update(students)
    .set({ createdAt: daysAgo(5 * 365) })
    .where(inArray(students.id, [former, current]));
  const oldCourse = await createCourse(db, { companyId: "ata", title: "Fini", studentIds: [former] });
  const liveCourse = await createCourse(db, {
    companyId: "ata",
    title: "Vivant",
    studentIds: [current, demo.studentId.ata],
  });
  await createSlots(db, [
    { companyId: "ata", courseId: oldCourse, startsAt: daysAgo(4 * 365) },
    { companyId: "ata", courseId: liveCourse, startsAt: new Date(NOW.getTime() + 30 * 86_400_000) },
  ]);
  const [unverified = "", fresh = ""] = await createUsers(db, [
    { companyId: "ata", email: "jamais.confirme@ata.example", roles: ["student"] },
    { companyId: "ata", email: "tout.juste@ata.example", roles: ["student"] },
  ]);
  await db
    .update(users)
    .set({ emailVerified: false, createdAt: daysAgo(40) })
    .where(eq(users.id, unverified));
  await db
    .update(users)
    .set({ emailVerified: false, createdAt: daysAgo(2) })
    .where(eq(users.id, fresh));
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  await db.insert(authSessions).values([
    { userId: admin?.id ?? "", tokenHash: "old-session", createdAt: daysAgo(400), expiresAt: daysAgo(399) },
    { userId: admin?.id ?? "", tokenHash: "recent-session", createdAt: daysAgo(10), expiresAt: daysAgo(9) },
  ]);
  await db.insert(liveEvents).values([
    { companyId: "ata", userIds: [], type: "test", data: {}, createdAt: daysAgo(40) },
    { companyId: "horizon", userIds: [], type: "test", data: {}, createdAt: daysAgo(40) },
  ]);
  return { former, current, unverified, fresh };
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture, clock, bus });
});
afterAll(() => t.close());

describe("retention", () => {
  it("shows the administrators what is due, for their company only", async () => {
    const response = await t.as(ADMIN).get("/api/privacy/retention");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      settings: { formerStudentYears: 3, unverifiedDays: 30, signInDays: 365, liveEventDays: 30 },
      due: { formerStudents: 1, unverifiedAccounts: 1, signIns: 1, liveEvents: 1 },
      lastRunAt: null,
    });
    expect((await t.as("prof@ata.example").get("/api/privacy/retention")).statusCode).toBe(403);
    const horizon = (await t.as("admin@horizon.example").get("/api/privacy/retention")).json();
    expect(horizon.due).toEqual({ formerStudents: 0, unverifiedAccounts: 0, signIns: 0, liveEvents: 1 });
  });

  it("changes the settings, audited; a bad value changes nothing", async () => {
    const bad = await t.as(ADMIN).put("/api/privacy/retention", {
      formerStudentYears: 0,
      unverifiedDays: 30,
      signInDays: 365,
      liveEventDays: 30,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Anciens apprenants : 1 ans au minimum.");
    const longer = await t.as(ADMIN).put("/api/privacy/retention", {
      formerStudentYears: 5,
      unverifiedDays: 30,
      signInDays: 365,
      liveEventDays: 30,
    });
    expect(longer.statusCode).toBe(200);
    expect(longer.json().due.formerStudents).toBe(0);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "retention-settings"), eq(auditLog.companyId, "ata")));
    expect(audits).toHaveLength(1);
    await t.as(ADMIN).put("/api/privacy/retention", {
      formerStudentYears: 3,
      unverifiedDays: 30,
      signInDays: 365,
      liveEventDays: 30,
    });
  });

  it("runs each company's day once however many processes ask, and does what was due", async () => {
    const deps = { db: t.database.db, blobs: await createBlobStore(t.config), clock, bus };
    const [first, second] = await Promise.all([runDailyRetention(deps), runDailyRetention(deps)]);
    expect([...first, ...second].sort()).toEqual(["ata", "horizon"]);
    expect(await runDailyRetention(deps)).toEqual([]);

    const { db } = t.database;
    const { former, current, unverified, fresh } = t.fixture;
    const [erased] = await db.select().from(students).where(eq(students.id, former));
    expect(erased).toMatchObject({ firstname: "Apprenant", lastname: "supprimé n°1" });
    const [kept] = await db.select().from(students).where(eq(students.id, current));
    expect(kept?.firstname).toBe("Actuel");
    expect(await db.select().from(users).where(eq(users.id, unverified))).toEqual([]);
    expect(await db.select().from(users).where(eq(users.id, fresh))).toHaveLength(1);
    const sessions = await db.select({ tokenHash: authSessions.tokenHash }).from(authSessions);
    expect(sessions.map((s) => s.tokenHash)).toContain("recent-session");
    expect(sessions.map((s) => s.tokenHash)).not.toContain("old-session");

    const runs = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "retention"), eq(auditLog.companyId, "ata")));
    expect(runs).toHaveLength(1);
    expect(runs[0]?.actorId).toBeNull();
    expect(runs[0]?.after).toMatchObject({
      formerStudents: 1,
      unverifiedAccounts: 1,
      signIns: 1,
      liveEvents: 1,
    });

    const overview = (await t.as(ADMIN).get("/api/privacy/retention")).json();
    expect(overview.due).toEqual({ formerStudents: 0, unverifiedAccounts: 0, signIns: 0, liveEvents: 0 });
    expect(overview.lastRun).toMatchObject({ formerStudents: 1 });

    // The next day runs again, and finds nothing left.
    clock.advance(86_400_000);
    expect((await runDailyRetention(deps)).sort()).toEqual(["ata", "horizon"]);
    expect(await db.select().from(retentionRuns).where(eq(retentionRuns.companyId, "ata"))).toHaveLength(2);
  });
});
