import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import { type Config, loadConfig } from "../../config.ts";
import { conversationMembers, conversations, messages, users } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import type { Mailer, MailMessage } from "../../platform/mailer.ts";
import { CapturingMailer } from "../../test/capturing-mailer.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { sendMessageDigests } from "./messages.digest.service.ts";

const HOUR = 60 * 60 * 1000;
const PUBLIC_URL = "https://campus.example.fr";

interface Person {
  id: string;
  companyId: string;
  email: string;
  name: string;
}

let t: TestApp;
const clock = new FakeClock(new Date("2026-03-10T08:00:00.000Z"));
const mailer = new CapturingMailer();
const people: Record<string, Person> = {};

beforeAll(async () => {
  t = await createTestApp(
    { MESSAGE_DIGEST_HOURS: "4", PUBLIC_URL: `${PUBLIC_URL}/` },
    { clock, mailer, seed: demoAccounts },
  );
  const emails = [
    "apprenant@ata.example",
    "prof@ata.example",
    "admin@ata.example",
    "apprenant@horizon.example",
    "prof@horizon.example",
  ];
  const rows = await t.database.db.select().from(users).where(inArray(users.email, emails));
  for (const row of rows) {
    people[row.email.split("@")[0] + (row.companyId === "ata" ? "" : "Horizon")] = {
      id: row.id,
      companyId: row.companyId,
      email: row.email,
      name: row.displayName || `${row.firstname} ${row.lastname}`,
    };
  }
});
afterAll(() => t.close());

// Each test starts with no conversation (whatever the seed holds), digests wanted, none sent yet.
beforeEach(async () => {
  const db = t.database.db;
  await db.delete(conversations);
  await db.update(users).set({ messageDigest: true, messageDigestSentAt: null });
  mailer.clear();
  clock.set(new Date("2026-03-10T08:00:00.000Z"));
});

const person = (key: string) => {
  const found = people[key];
  if (!found) throw new Error(`no demo account ${key}`);
  return found;
};
const hoursAgo = (hours: number) => new Date(clock.now().getTime() - hours * HOUR);

/** Writes a message as the messaging module would: the conversation, both members, the unread count. */
async function writeMessage(from: Person, to: Person, body: string, at: Date, isRead = false) {
  const db = t.database.db;
  const [low, high] = [from.id, to.id].sort() as [string, string];
  await db
    .insert(conversations)
    .values({ companyId: from.companyId, userLowId: low, userHighId: high, createdAt: at, lastMessageAt: at })
    .onConflictDoNothing();
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  const conversationId = conversation!.id;
  await db
    .insert(conversationMembers)
    .values([
      { conversationId, companyId: from.companyId, userId: from.id, otherUserId: to.id, lastMessageAt: at },
      { conversationId, companyId: from.companyId, userId: to.id, otherUserId: from.id, lastMessageAt: at },
    ])
    .onConflictDoNothing();
  await db.insert(messages).values({
    companyId: from.companyId,
    conversationId,
    authorId: from.id,
    body,
    isRead,
    readAt: isRead ? at : null,
    createdAt: at,
  });
  if (!isRead) {
    await db
      .update(conversationMembers)
      .set({ unreadCount: sql`${conversationMembers.unreadCount} + 1` })
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, to.id)),
      );
  }
}

const runDigests = (using: Mailer = mailer) =>
  sendMessageDigests(
    { db: t.database.db, mailer: using, clock },
    { hours: t.config.messageDigestHours, publicUrl: t.config.publicUrl },
  );

const recipients = () => mailer.sent.map((mail) => mail.to).sort();

describe("the unread-messages digest", () => {
  it("is off unless MESSAGE_DIGEST_HOURS is set", async () => {
    expect(loadConfig({}).messageDigestHours).toBe(0);
    await writeMessage(person("prof"), person("apprenant"), "Bonjour", hoursAgo(30));
    const sent = await sendMessageDigests(
      { db: t.database.db, mailer, clock },
      { hours: loadConfig({}).messageDigestHours, publicUrl: PUBLIC_URL },
    );
    expect(sent).toBe(0);
    expect(mailer.sent).toEqual([]);
  });

  it("sends one digest per person, grouped by conversation, in French, with links to the app", async () => {
    const student = person("apprenant");
    const teacher = person("prof");
    const admin = person("admin");
    await writeMessage(teacher, student, "Pensez à rendre le devoir d'algèbre.", hoursAgo(5));
    await writeMessage(teacher, student, "Le sujet est en ligne.", hoursAgo(4.5));
    await writeMessage(student, teacher, "Merci, je regarde ce soir.", hoursAgo(3.5));
    await writeMessage(
      teacher,
      student,
      `Dernier rappel :   la remise\nferme ce soir. ${"Très ".repeat(40)}`,
      hoursAgo(1),
    );
    await writeMessage(admin, student, "Votre attestation <b>est prête</b> & signée.", hoursAgo(6));

    expect(await runDigests()).toBe(1);
    // The teacher's unread message from the student is only 3.5 hours old: no digest for them yet.
    expect(recipients()).toEqual([student.email]);
    const [mail] = mailer.sent as [MailMessage];
    expect(mail.subject).toBe("Vous avez 4 messages non lus sur Campus Formation");
    expect(mail.text).toContain("Des messages vous attendent dans 2 conversations :");
    // The most recent conversation first; each with its count, its last message and its link.
    expect(mail.text.indexOf(teacher.name)).toBeLessThan(mail.text.indexOf(admin.name));
    expect(mail.text).toContain(`- ${teacher.name} : 3 messages non lus`);
    expect(mail.text).toContain("« Dernier rappel : la remise ferme ce soir. Très Très");
    expect(mail.text).toMatch(/Très…/);
    expect(mail.text).not.toContain("Pensez à rendre");
    expect(mail.text).toContain(`Lire : ${PUBLIC_URL}/dashboard/chat/${teacher.id}`);
    expect(mail.text).toContain(`- ${admin.name} : 1 message non lu`);
    expect(mail.text).toContain(`Lire : ${PUBLIC_URL}/dashboard/chat/${admin.id}`);
    expect(mail.text).toContain(`${PUBLIC_URL}/dashboard/user/profile`);
    // Paris time (UTC+1 in March before the change): 6 hours before 08:00 UTC is 03:00 in Paris.
    expect(mail.text).toContain("Dernier message (le 10/03/2026 à 03:00)");
    expect(mail.html).toContain("Votre attestation &lt;b&gt;est prête&lt;/b&gt; &amp; signée.");
    expect(mail.html).toContain(`<a href="${PUBLIC_URL}/dashboard/chat/${admin.id}">`);
  });

  it("leaves out read messages and messages younger than the period, until they have waited long enough", async () => {
    const student = person("apprenant");
    const teacher = person("prof");
    await writeMessage(teacher, student, "Déjà lu", hoursAgo(10), true);
    await writeMessage(teacher, student, "Tout neuf", hoursAgo(2));
    expect(await runDigests()).toBe(0);
    expect(mailer.sent).toEqual([]);

    clock.advance(2.5 * HOUR);
    expect(await runDigests()).toBe(1);
    expect(mailer.sent[0]?.text).toContain(`- ${teacher.name} : 1 message non lu`);
    expect(mailer.sent[0]?.text).toContain("« Tout neuf »");
  });

  it("sends nothing more within the period, nor again for messages already told", async () => {
    const student = person("apprenant");
    const teacher = person("prof");
    await writeMessage(teacher, student, "Premier", hoursAgo(5));
    expect(await runDigests()).toBe(1);
    expect(await runDigests()).toBe(0);

    clock.advance(1 * HOUR);
    await writeMessage(teacher, student, "Second", hoursAgo(0));
    clock.advance(2 * HOUR);
    expect(await runDigests()).toBe(0);
    // "Premier" is still unread 8 hours later, but it was in the first digest.
    clock.advance(0.5 * HOUR);
    expect(await runDigests()).toBe(0);

    // "Second" has now waited 4 hours and more: a new digest, with both unread messages.
    clock.advance(1.6 * HOUR);
    expect(await runDigests()).toBe(1);
    expect(mailer.sent).toHaveLength(2);
    expect(mailer.sent[1]?.text).toContain(`- ${teacher.name} : 2 messages non lus`);
    expect(mailer.sent[1]?.text).toContain("« Second »");
  });

  it("sends nothing to a person who switched the digest off in their profile", async () => {
    const student = person("apprenant");
    const optOut = await t.as(student.email).patch("/api/profile", { messageDigest: false });
    expect(optOut.json().messageDigest).toBe(false);
    await writeMessage(person("prof"), student, "Bonjour", hoursAgo(12));
    await writeMessage(student, person("prof"), "Bonjour à vous", hoursAgo(11));
    expect(await runDigests()).toBe(1);
    expect(recipients()).toEqual([person("prof").email]);
  });

  it("lists only the person's own conversations, each company apart", async () => {
    await writeMessage(person("prof"), person("apprenant"), "Message ata", hoursAgo(5));
    await writeMessage(person("profHorizon"), person("apprenantHorizon"), "Message horizon", hoursAgo(5));
    expect(await runDigests()).toBe(2);
    expect(recipients()).toEqual(["apprenant@ata.example", "apprenant@horizon.example"]);
    const ata = mailer.to("apprenant@ata.example")[0]!;
    const horizon = mailer.to("apprenant@horizon.example")[0]!;
    expect(ata.text).toContain("Message ata");
    expect(ata.text).not.toContain("Message horizon");
    expect(ata.text).not.toContain(person("profHorizon").id);
    expect(horizon.text).toContain("Message horizon");
    expect(horizon.text).toContain(`/dashboard/chat/${person("profHorizon").id}`);
    expect(horizon.text).not.toContain("Message ata");
  });

  it("mails each person once when several processes run at the same time", async () => {
    await writeMessage(person("prof"), person("apprenant"), "Bonjour", hoursAgo(5));
    await writeMessage(person("admin"), person("prof"), "Réunion", hoursAgo(5));
    const counts = await Promise.all([runDigests(), runDigests(), runDigests()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect(recipients()).toEqual(["apprenant@ata.example", "prof@ata.example"]);
  });

  it("gives a digest that could not be sent back to the next run", async () => {
    await writeMessage(person("prof"), person("apprenant"), "Bonjour", hoursAgo(5));
    const failing: Mailer = {
      send: async () => {
        throw new Error("SMTP indisponible");
      },
      close: () => {},
    };
    expect(await runDigests(failing)).toBe(0);
    expect(await runDigests()).toBe(1);
    expect(recipients()).toEqual(["apprenant@ata.example"]);
  });

  it("runs every five minutes in the background of the server, only when MESSAGE_DIGEST_HOURS is set", async () => {
    await writeMessage(person("prof"), person("apprenant"), "Bonjour", hoursAgo(5));
    const sentInBackground = async (config: Config) => {
      vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
      try {
        const jobMailer = new CapturingMailer();
        const app = await buildApp(config, t.database, { clock, mailer: jobMailer });
        await app.ready();
        await vi.advanceTimersByTimeAsync(4 * 60 * 1000);
        expect(jobMailer.sent).toEqual([]);
        await vi.advanceTimersByTimeAsync(60 * 1000);
        // Closing waits for the run under way.
        await app.close();
        return jobMailer.sent.map((mail) => mail.to);
      } finally {
        vi.useRealTimers();
      }
    };
    expect(await sentInBackground({ ...t.config, messageDigestHours: 0 })).toEqual([]);
    expect(await sentInBackground(t.config)).toEqual(["apprenant@ata.example"]);
  });
});
