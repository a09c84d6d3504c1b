import { CHAT_MESSAGES, type ConversationPage, type MessagePage } from "@campus/contracts/chat";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { FakeClock } from "../../platform/clock.ts";
import type { DeliveredEvent } from "../../platform/events/event-bus.ts";
import { type MessagingWorld, messagingWorld } from "../../test/fixtures/messages.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { MemoryEventBus } from "../../test/memory-event-bus.ts";

let t: TestApp<MessagingWorld>;
let w: MessagingWorld;
const clock = new FakeClock(new Date("2031-05-05T08:00:00.000Z"));
const bus = new MemoryEventBus();
let received: Map<string, { type: string; data: Record<string, unknown> }[]>;
const unsubscribes: (() => void)[] = [];

beforeAll(async () => {
  t = await createTestApp({}, { clock, bus, seed: messagingWorld });
  w = t.fixture;
  const people = [w.teacher, w.student, w.classmate, w.loner, w.colleague].map((person) => person.userId);
  for (const userId of [...people, w.adminId]) {
    unsubscribes.push(
      bus.subscribe(userId, (event: DeliveredEvent) => {
        received.get(userId)?.push({ type: event.type, data: event.data });
      }),
    );
  }
});
beforeEach(() => {
  received = new Map(
    [w.teacher, w.student, w.classmate, w.loner, w.colleague]
      .map((person): [string, { type: string; data: Record<string, unknown> }[]] => [person.userId, []])
      .concat([[w.adminId, []]]),
  );
  clock.advance(61_000);
});
afterAll(async () => {
  for (const unsubscribe of unsubscribes) unsubscribe();
  await t.close();
});

const thread = (userId: string) => `/api/conversations/with/${userId}`;
const send = (from: string, to: string, text: string) => t.as(from).post(`${thread(to)}/messages`, { text });
const announce = (from: string, courseId: string, text: string) =>
  t.as(from).post(`/api/courses/${courseId}/announcements`, { text });

describe("live events", () => {
  it("a message: message.created to both people, unread.changed to the recipient", async () => {
    const response = await send(w.student.email, w.teacher.userId, "Bonjour professeur");
    const { id, conversationId } = response.json<{ id: string; conversationId: string }>();
    const created = {
      type: "message.created",
      data: { conversationId, messageId: id, authorId: w.student.userId },
    };
    expect(received.get(w.teacher.userId)).toEqual([created, { type: "unread.changed", data: { count: 1 } }]);
    expect(received.get(w.student.userId)).toEqual([created]);
    expect(received.get(w.classmate.userId)).toEqual([]);
  });

  it("reading: conversation.read to the author, unread.changed to the reader", async () => {
    const response = await t.as(w.teacher.email).post(`${thread(w.student.userId)}/read`);
    expect(response.json()).toEqual({ count: 0 });
    const conversationId = (await t.as(w.teacher.email).get(thread(w.student.userId))).json<{
      conversationId: string;
    }>().conversationId;
    expect(received.get(w.student.userId)).toEqual([
      { type: "conversation.read", data: { conversationId, readerId: w.teacher.userId } },
    ]);
    expect(received.get(w.teacher.userId)).toEqual([{ type: "unread.changed", data: { count: 0 } }]);
    // Nothing left to read: nothing published.
    await t.as(w.teacher.email).post(`${thread(w.student.userId)}/read`);
    expect(received.get(w.student.userId)).toHaveLength(1);
  });

  it("read-all: conversation.read to each author, unread.changed 0 to the reader", async () => {
    await send(w.student.email, w.teacher.userId, "Encore une question");
    await send(w.classmate.email, w.teacher.userId, "Moi aussi");
    received.forEach((events) => {
      events.length = 0;
    });
    expect((await t.as(w.teacher.email).post("/api/conversations/read-all")).json()).toEqual({ count: 0 });
    expect(received.get(w.student.userId)?.map((event) => event.type)).toEqual(["conversation.read"]);
    expect(received.get(w.classmate.userId)?.map((event) => event.type)).toEqual(["conversation.read"]);
    expect(received.get(w.teacher.userId)).toEqual([{ type: "unread.changed", data: { count: 0 } }]);
  });
});

describe("announcements", () => {
  it("reach every enrolled student with an account, in their conversation with the teacher, and nobody else", async () => {
    const response = await announce(w.teacher.email, w.course.courseId, "Pas de cours lundi");
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ courseId: w.course.courseId, recipientCount: 2 });
    for (const person of [w.student, w.classmate]) {
      const page = (await t.as(person.email).get(`${thread(w.teacher.userId)}/messages`)).json<MessagePage>();
      expect(page.items[0]).toMatchObject({
        body: "Pas de cours lundi",
        authorId: w.teacher.userId,
        isAnnouncement: true,
        course: { id: w.course.courseId, title: "Cours de messagerie" },
        isRead: false,
      });
      expect(received.get(person.userId)).toEqual([{ type: "unread.changed", data: { count: 1 } }]);
    }
    // The student had an earlier conversation with the teacher: the announcement joined it.
    const studentThread = (
      await t.as(w.student.email).get(`${thread(w.teacher.userId)}/messages`)
    ).json<MessagePage>();
    expect(new Set(studentThread.items.map((item) => item.conversationId)).size).toBe(1);
    expect(studentThread.items.length).toBeGreaterThan(1);
    for (const person of [w.loner, w.colleague]) {
      expect(received.get(person.userId)).toEqual([]);
      const list = (await t.as(person.email).get("/api/conversations")).json<ConversationPage>();
      expect(list.items.some((item) => item.other.id === w.teacher.userId)).toBe(false);
    }
    const teacherList = (await t.as(w.teacher.email).get("/api/conversations")).json<ConversationPage>();
    expect(teacherList.items.slice(0, 2).map((item) => item.lastMessageExcerpt)).toEqual([
      "Pas de cours lundi",
      "Pas de cours lundi",
    ]);
    expect(teacherList.items[0]).toMatchObject({ lastMessageIsMine: true, unreadCount: 0 });

    // A second one adds to the same conversations.
    await announce(w.teacher.email, w.course.courseId, "Rappel : pas de cours lundi");
    const list = (await t.as(w.classmate.email).get("/api/conversations")).json<ConversationPage>();
    expect(list.items.filter((item) => item.other.id === w.teacher.userId)).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ other: { id: w.teacher.userId }, unreadCount: 2 });
  });

  it("only from a teacher of the course or an administrator", async () => {
    expect((await announce(w.colleague.email, w.course.courseId, "Bonjour")).statusCode).toBe(404);
    expect((await announce(w.student.email, w.course.courseId, "Bonjour")).statusCode).toBe(403);
    expect((await announce("admin@horizon.example", w.course.courseId, "Bonjour")).statusCode).toBe(404);
    expect((await announce(w.teacher.email, w.course.courseId, "   ")).statusCode).toBe(400);
    const byAdmin = await announce("admin@ata.example", w.course.courseId, "Message de l'administration");
    expect(byAdmin.json()).toEqual({ courseId: w.course.courseId, recipientCount: 2 });
  });
});

describe("rate limit", () => {
  it("refuses the 31st message of a minute with 429 and the French message, counted in the database", async () => {
    for (let i = 0; i < 30; i++) {
      expect((await send(w.colleague.email, w.adminId, `Message ${i}`)).statusCode).toBe(201);
    }
    const refused = await send(w.colleague.email, w.adminId, "Un de trop");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: { code: "TOO_MANY_MESSAGES", message: CHAT_MESSAGES.tooMany } });
    // Someone else is not limited.
    expect((await send("admin@ata.example", w.colleague.userId, "Tout va bien ?")).statusCode).toBe(201);
    clock.advance(61_000);
    expect((await send(w.colleague.email, w.adminId, "Une minute plus tard")).statusCode).toBe(201);
  });

  it("counts an announcement once", async () => {
    expect((await announce(w.teacher.email, w.course.courseId, "Annonce")).statusCode).toBe(201);
    for (let i = 0; i < 29; i++) {
      expect((await send(w.teacher.email, w.colleague.userId, `Message ${i}`)).statusCode).toBe(201);
    }
    expect((await send(w.teacher.email, w.colleague.userId, "Un de trop")).statusCode).toBe(429);
    expect((await announce(w.teacher.email, w.course.courseId, "Annonce de trop")).statusCode).toBe(429);
  });
});
