import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FakeClock } from "../../platform/clock.ts";
import { CapturingMailer } from "../../test/capturing-mailer.ts";
import { demoAccounts } from "../../test/factories.ts";
import { at, createDemoCourseFixture, teacherIdByEmail } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { absenceAlertsSettled } from "../absence-alerts/index.ts";
import { sendMessageDigests } from "./messages.digest.service.ts";

// The absence alerts in the e-mail digest: told in the bell, mailed once they have waited unread.

const clock = new FakeClock(new Date(at(0, 12)));
const mailer = new CapturingMailer();
let t: TestApp;

const runDigests = () =>
  sendMessageDigests(
    { db: t.database.db, mailer, clock },
    { hours: 1, publicUrl: "https://campus.example.fr" },
  );

beforeAll(async () => {
  t = await createTestApp({}, { clock, mailer, seed: demoAccounts });
  const { demoStudentId, course } = await createDemoCourseFixture(t.database.db, "digest");
  expect(
    (await t.as("admin@ata.example").put("/api/absence-alerts/settings", { consecutive: 1, percent: 0 }))
      .statusCode,
  ).toBe(200);
  const slot = await t.as("admin@ata.example").post("/api/slots", {
    courseId: course.courseId,
    teacherId: await teacherIdByEmail(t.database.db, "prof@ata.example"),
    startsAt: at(-2, 1),
    endsAt: at(-2, 3),
    status: "validated",
  });
  const marked = await t.as("prof@ata.example").put(`/api/slots/${slot.json().id}/attendance`, {
    marks: [{ studentId: demoStudentId, status: "absent" }],
  });
  expect(marked.statusCode).toBe(200);
  await absenceAlertsSettled();
});
afterAll(() => t.close());

describe("the absence alerts in the e-mail digest", () => {
  it("waits for the digest's period, then mails each person told, once", async () => {
    expect(await runDigests()).toBe(0);
    clock.advance(2 * 60 * 60 * 1000);
    await runDigests();
    const [toAdmin] = mailer.to("admin@ata.example");
    expect(toAdmin?.subject).toBe("Vous avez 1 alerte d'absence sur Campus Formation");
    expect(toAdmin?.text).toContain("- Léa Petit a 1 absence consécutive non justifiée");
    expect(toAdmin?.text).toContain("/dashboard/absences?studentId=");
    expect(mailer.to("direction@ata.example")).toHaveLength(1);
    expect(mailer.to("apprenant@ata.example")[0]?.text).toContain(
      "Vous avez 1 absence consécutive non justifiée",
    );
    expect(mailer.to("admin@horizon.example")).toEqual([]);
    mailer.clear();
    clock.advance(2 * 60 * 60 * 1000);
    await runDigests();
    expect(mailer.sent).toEqual([]);
  });

  it("are marked read with the rest of the bell", async () => {
    const read = await t.as("admin@ata.example").post("/api/notifications/read");
    expect(read.statusCode).toBe(204);
    const bell = (await t.as("admin@ata.example").get("/api/notifications")).json();
    expect(bell.unread).toBe(0);
    expect(bell.items).toMatchObject([{ kind: "absence", studentName: "Léa Petit", isRead: true }]);
  });
});
