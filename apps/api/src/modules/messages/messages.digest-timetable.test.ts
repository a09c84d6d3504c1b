import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { slotNotifications, users } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { createMailer } from "../../platform/mailer.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourseFixture, studentIdByEmail, teacherIdByEmail } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { sendMessageDigests } from "./messages.digest.service.ts";

// The timetable alerts in the e-mail digest: the same switch and timing as the unread messages, one mail,
// read back from the outbox's .eml files as a person's mail client would.

const HOUR = 60 * 60 * 1000;
const PUBLIC_URL = "https://campus.example.fr";
const STUDENT = "apprenant@ata.example";
const TEACHER = "prof@ata.example";

const clock = new FakeClock(new Date("2031-03-03T08:00:00.000Z"));
let dataDir: string;
let t: TestApp;
let courseId: string;
let teacherId: string;

const admin = () => t.as("admin@ata.example");
const outbox = () => path.join(dataDir, "outbox");

/** A mail of the outbox as text: its headers unfolded, its parts' quoted-printable decoded. */
function decodeEml(raw: string): string {
  const unfolded = raw.replace(/\r\n[ \t]+/g, " ");
  const words = unfolded.replace(/=\?UTF-8\?B\?([^?]*)\?=/gi, (_, b64: string) =>
    Buffer.from(b64, "base64").toString("utf8"),
  );
  const joined = words.replace(/=\r?\n/g, "");
  const bytes = Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  );
  return bytes.toString("utf8");
}

/** The mails written to the outbox since the last call, to whom, decoded. */
async function takeMails(): Promise<{ to: string; text: string }[]> {
  const names = (await readdir(outbox()).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
  const mails = [];
  for (const name of names.sort()) {
    const text = decodeEml(await readFile(path.join(outbox(), name), "utf8"));
    mails.push({ to: /^To: (.+)$/m.exec(text)?.[1]?.trim() ?? "", text });
    await rm(path.join(outbox(), name));
  }
  return mails;
}

const runDigests = () =>
  sendMessageDigests(
    { db: t.database.db, mailer: t.mailer, clock },
    { hours: t.config.messageDigestHours, publicUrl: t.config.publicUrl },
  );

async function createSlot(body: Record<string, unknown>, as = admin()) {
  const response = await as.post("/api/slots", { courseId, teacherId, ...body });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "campus-digest-"));
  const mailer = createMailer({ smtpUrl: undefined, from: "Campus <campus@example.fr>" }, dataDir, {
    info: () => {},
  });
  t = await createTestApp(
    { MESSAGE_DIGEST_HOURS: "4", PUBLIC_URL: `${PUBLIC_URL}/` },
    { clock, mailer, seed: demoAccounts },
  );
  const db = t.database.db;
  teacherId = await teacherIdByEmail(db, TEACHER);
  ({ courseId } = await createCourseFixture(db, {
    companyId: "ata",
    teacherIds: [teacherId],
    studentIds: [await studentIdByEmail(db, STUDENT)],
    title: "Gestion de projet",
  }));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  const db = t.database.db;
  await db.delete(slotNotifications);
  await db.update(users).set({ messageDigest: true, messageDigestSentAt: null });
  await takeMails();
});

describe("timetable changes in the e-mail digest", () => {
  it("go into one digest, section « Changements d'emploi du temps », once they have waited the period", async () => {
    clock.set(new Date("2031-03-03T08:00:00.000Z"));
    const moved = await createSlot({
      startsAt: "2031-03-12T08:00:00.000Z",
      endsAt: "2031-03-12T10:00:00.000Z",
      status: "validated",
    });
    expect(
      (
        await admin().patch(`/api/slots/${moved}`, {
          startsAt: "2031-03-13T13:00:00.000Z",
          endsAt: "2031-03-13T15:00:00.000Z",
        })
      ).statusCode,
    ).toBe(200);
    // Younger than the period: nothing yet.
    clock.set(new Date(clock.now().getTime() + HOUR));
    expect(await runDigests()).toBe(0);

    clock.set(new Date(clock.now().getTime() + 4 * HOUR));
    expect(await runDigests()).toBe(2);
    const mails = await takeMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([STUDENT, TEACHER]);
    const mail = mails.find((m) => m.to === STUDENT)?.text ?? "";
    expect(mail).toMatch(/^Subject: Vous avez 2 changements d'emploi du temps sur Campus Formation$/m);
    expect(mail).toContain("Changements d'emploi du temps :");
    // Paris time: 13:00 UTC on 13 March 2031 is 14:00 in Paris.
    expect(mail).toContain("- Séance déplacée : Gestion de projet, séance du 13/03/2031 à 14:00");
    expect(mail).toContain("- Nouvelle séance : Gestion de projet, séance du 13/03/2031 à 14:00");
    expect(mail).toContain(`Voir : ${PUBLIC_URL}/dashboard/session/${moved}`);
    expect(mail).toContain("<h2>Changements d&#39;emploi du temps</h2>");
    expect(mail).not.toContain("Des messages vous attendent");

    // Told once: no second digest for the same alerts, even after another period.
    clock.set(new Date(clock.now().getTime() + 5 * HOUR));
    expect(await runDigests()).toBe(0);
  });

  it("respect the profile's switch and leave out alerts already read", async () => {
    clock.set(new Date("2031-03-04T08:00:00.000Z"));
    await createSlot({
      startsAt: "2031-03-14T08:00:00.000Z",
      endsAt: "2031-03-14T09:00:00.000Z",
      status: "validated",
    });
    const db = t.database.db;
    await db.update(users).set({ messageDigest: false }).where(eq(users.email, STUDENT));
    expect((await t.as(TEACHER).post("/api/notifications/read")).statusCode).toBe(204);
    clock.set(new Date(clock.now().getTime() + 5 * HOUR));
    expect(await runDigests()).toBe(0);
    expect(await takeMails()).toEqual([]);

    await db.update(users).set({ messageDigest: true }).where(eq(users.email, STUDENT));
    expect(await runDigests()).toBe(1);
    expect((await takeMails()).map((mail) => mail.to)).toEqual([STUDENT]);
  });

  it("tell the students of a teacher's proposal once an administrator validates it", async () => {
    clock.set(new Date("2031-03-05T08:00:00.000Z"));
    const proposal = await createSlot(
      { startsAt: "2031-03-17T08:00:00.000Z", endsAt: "2031-03-17T09:00:00.000Z" },
      t.as(TEACHER),
    );
    clock.set(new Date(clock.now().getTime() + 5 * HOUR));
    // A mere proposal is not on the student's timetable: nothing to tell them.
    expect(await runDigests()).toBe(0);
    expect((await admin().post(`/api/slots/${proposal}/status`, { status: "validated" })).statusCode).toBe(
      200,
    );
    clock.set(new Date(clock.now().getTime() + 5 * HOUR));
    expect(await runDigests()).toBe(2);
    const mails = await takeMails();
    expect(mails.find((mail) => mail.to === STUDENT)?.text).toContain(
      "- Séance validée : Gestion de projet, séance du 17/03/2031 à 09:00",
    );
  });
});
