import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversationMembers } from "../../db/schema/index.ts";
import { type MessagingWorld, messagingWorld } from "../../test/fixtures/messages.ts";
import { createTestAppPair, type TestApp, within } from "../../test/harness.ts";

// The unread count kept in each process's memory (messages.unread.cache.ts): it follows a new message,
// an announcement and a read at once in the process that wrote, and within moments in another one.

let t: TestApp<MessagingWorld>;
let w: MessagingWorld;
/** A second application on the same database: what another server process holds. */
let other: Pick<TestApp, "as">;

beforeAll(async () => {
  ({ t, other } = await createTestAppPair({}, { seed: messagingWorld }));
  w = t.fixture;
});
afterAll(() => t.close());

async function unread(app: Pick<TestApp, "as">, email: string): Promise<number> {
  const response = await app.as(email).get("/api/messages/unread-count");
  expect(response.statusCode).toBe(200);
  return response.json<{ count: number }>().count;
}

describe("unread count cache", () => {
  it("follows a new message and a read, in the process that wrote and in the other", async () => {
    expect(await unread(t, w.student.email)).toBe(0);
    expect(await unread(other, w.student.email)).toBe(0);

    const sent = await t
      .as(w.teacher.email)
      .post(`/api/conversations/with/${w.student.userId}/messages`, { text: "Bonjour" });
    expect(sent.statusCode).toBe(201);
    expect(await unread(t, w.student.email)).toBe(1);
    await within(1_000, async () => (await unread(other, w.student.email)) === 1);

    const read = await other.as(w.student.email).post(`/api/conversations/with/${w.teacher.userId}/read`);
    expect(read.json()).toEqual({ count: 0 });
    expect(await unread(other, w.student.email)).toBe(0);
    await within(1_000, async () => (await unread(t, w.student.email)) === 0);
  });

  it("follows an announcement to a course's students", async () => {
    expect(await unread(t, w.classmate.email)).toBe(0);
    expect(await unread(other, w.classmate.email)).toBe(0);
    const announced = await t
      .as(w.teacher.email)
      .post(`/api/courses/${w.course.courseId}/announcements`, { text: "Pas de cours demain" });
    expect(announced.statusCode).toBe(201);
    expect(await unread(t, w.classmate.email)).toBe(1);
    await within(1_000, async () => (await unread(other, w.classmate.email)) === 1);

    const readAll = await t.as(w.classmate.email).post("/api/conversations/read-all");
    expect(readAll.json()).toEqual({ count: 0 });
    expect(await unread(t, w.classmate.email)).toBe(0);
    await within(1_000, async () => (await unread(other, w.classmate.email)) === 0);
  });

  it("answers a kept count without reading it again", async () => {
    await t.as(w.student.email).post("/api/conversations/read-all");
    expect(await unread(t, w.student.email)).toBe(0);
    const sent = await t
      .as(w.teacher.email)
      .post(`/api/conversations/with/${w.student.userId}/messages`, { text: "Encore moi" });
    expect(sent.statusCode).toBe(201);
    // The message's own event comes back from the database later (on PostgreSQL, through another
    // connection) and drops the count once more: let it land first (the other process has heard it).
    await within(1_000, async () => (await unread(other, w.student.email)) === 1);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await unread(t, w.student.email)).toBe(1);
    // A change no route made and no event tells about: the kept count stays.
    await t.database.db
      .update(conversationMembers)
      .set({ unreadCount: 0 })
      .where(eq(conversationMembers.userId, w.student.userId));
    expect(await unread(t, w.student.email)).toBe(1);
  });
});
