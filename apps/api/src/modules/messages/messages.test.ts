import type { ChatMessage, ContactPage, ConversationPage, MessagePage } from "@campus/contracts/chat";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolments, messages } from "../../db/schema/index.ts";
import { type MessagingWorld, messagingWorldWithDemoConversations } from "../../test/fixtures/messages.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp<MessagingWorld>;
let w: MessagingWorld;

beforeAll(async () => {
  t = await createTestApp({}, { seed: messagingWorldWithDemoConversations });
  w = t.fixture;
});
afterAll(() => t.close());

const thread = (userId: string) => `/api/conversations/with/${userId}`;
const send = (from: string, to: string, text: string) => t.as(from).post(`${thread(to)}/messages`, { text });

async function contactIds(email: string, search = ""): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({
      limit: "50",
      ...(search ? { search } : {}),
      ...(cursor ? { cursor } : {}),
    });
    const response = await t.as(email).get(`/api/contacts?${query}`);
    expect(response.statusCode).toBe(200);
    const page = response.json<ContactPage>();
    ids.push(...page.items.map((item) => item.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe("demo data", () => {
  it("gives the demo student and teacher unread conversations, one with a course announcement", async () => {
    expect((await t.as("apprenant@ata.example").get("/api/messages/unread-count")).json()).toEqual({
      count: 2,
    });
    expect((await t.as("prof@ata.example").get("/api/messages/unread-count")).json()).toEqual({ count: 2 });
    expect((await t.as("apprenant@horizon.example").get("/api/messages/unread-count")).json()).toEqual({
      count: 2,
    });
    const list = (await t.as("apprenant@ata.example").get("/api/conversations")).json<ConversationPage>();
    const withTeacher = list.items.find((item) => item.other.role === "teacher")!;
    const page = (
      await t.as("apprenant@ata.example").get(`${thread(withTeacher.other.id)}/messages`)
    ).json<MessagePage>();
    expect(page.items.filter((item) => item.isAnnouncement && item.course !== null)).toHaveLength(1);
    expect(withTeacher.unreadCount).toBe(1);
  });
});

describe("who may write to whom", () => {
  it("a student: the teachers of their courses and the administrators, nobody else", async () => {
    const ids = await contactIds(w.student.email);
    expect(ids).toContain(w.teacher.userId);
    expect(ids).toContain(w.adminId);
    expect(ids).toContain(w.directionId);
    for (const refused of [
      w.colleague.userId,
      w.classmate.userId,
      w.loner.userId,
      w.superadminId,
      w.student.userId,
    ])
      expect(ids).not.toContain(refused);
    expect(ids).not.toContain(w.foreigner.userId);
    for (const refused of [w.colleague.userId, w.classmate.userId, w.loner.userId, w.foreigner.userId]) {
      expect((await t.as(w.student.email).get(thread(refused))).statusCode).toBe(404);
      expect((await send(w.student.email, refused, "Bonjour")).statusCode).toBe(404);
    }
  });

  it("a teacher: the students of their courses, the other teachers and the administrators", async () => {
    const ids = await contactIds(w.teacher.email);
    for (const allowed of [w.student.userId, w.classmate.userId, w.colleague.userId, w.adminId]) {
      expect(ids).toContain(allowed);
    }
    expect(ids).not.toContain(w.loner.userId);
    expect(ids).not.toContain(w.foreignTeacher.userId);
    expect((await t.as(w.teacher.email).get(thread(w.loner.userId))).statusCode).toBe(404);
    const page = (
      await t.as(w.teacher.email).get(`/api/contacts?search=${encodeURIComponent("msgeleve")}`)
    ).json<ContactPage>();
    expect(page.items.map((item) => [item.id, item.courseTitles, item.role])).toEqual([
      [w.student.userId, ["Cours de messagerie"], "student"],
    ]);
  });

  it("an administrator: anyone of the company, never another company, never oneself", async () => {
    const ids = await contactIds("admin@ata.example");
    for (const allowed of [w.loner.userId, w.teacher.userId, w.colleague.userId, w.directionId]) {
      expect(ids).toContain(allowed);
    }
    expect(ids).not.toContain(w.adminId);
    expect(ids).not.toContain(w.foreigner.userId);
    expect((await t.as("admin@ata.example").get(thread(w.foreigner.userId))).statusCode).toBe(404);
    expect((await t.as("admin@ata.example").get(thread(w.adminId))).statusCode).toBe(404);
    expect((await t.as("admin@horizon.example").get(thread(w.student.userId))).statusCode).toBe(404);
    expect((await send("admin@horizon.example", w.student.userId, "Bonjour")).statusCode).toBe(404);
    expect(
      (await t.as("admin@ata.example").get(thread("00000000-0000-4000-8000-000000000000"))).statusCode,
    ).toBe(404);
    expect((await t.as("admin@ata.example").get(thread("pas-un-uuid"))).statusCode).toBe(400);
  });

  it("pages contacts with a cursor: every contact once, in name order", async () => {
    const all = (await t.as("admin@ata.example").get("/api/contacts?limit=50")).json<ContactPage>();
    // More contacts than a page of 7: the walk below follows the cursor.
    expect(all.items.length).toBeGreaterThan(7);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t
        .as("admin@ata.example")
        .get(`/api/contacts?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      const page = response.json<ContactPage>();
      expect(page.items.length).toBeLessThanOrEqual(7);
      walked.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor && walked.length < 50);
    expect(walked.slice(0, all.items.length)).toEqual(all.items.map((item) => item.id));
    expect(new Set(walked).size).toBe(walked.length);
    expect((await t.as("admin@ata.example").get("/api/contacts?cursor=n%27importe%20quoi")).statusCode).toBe(
      400,
    );
  });

  it("no token: 401", async () => {
    expect((await t.as(null).get("/api/contacts")).statusCode).toBe(401);
    expect((await t.as(null).get("/api/conversations")).statusCode).toBe(401);
  });
});

describe("sending", () => {
  it("creates the conversation on the first message only, stores the text as typed, counts unread conversations", async () => {
    const view = await t.as(w.classmate.email).get(thread(w.teacher.userId));
    expect(view.json()).toMatchObject({
      conversationId: null,
      unreadCount: 0,
      other: { id: w.teacher.userId, role: "teacher" },
    });

    const first = await send(w.classmate.email, w.teacher.userId, "  <b>Bonjour</b> & merci  ");
    expect(first.statusCode).toBe(201);
    const message = first.json<ChatMessage>();
    expect(message).toMatchObject({
      body: "<b>Bonjour</b> & merci",
      isMine: true,
      isRead: false,
      attachment: null,
      isAnnouncement: false,
    });
    const second = (await send(w.classmate.email, w.teacher.userId, "Deuxième message")).json<ChatMessage>();
    expect(second.conversationId).toBe(message.conversationId);

    expect((await t.as(w.teacher.email).get("/api/messages/unread-count")).json()).toEqual({ count: 1 });
    expect((await t.as(w.classmate.email).get("/api/messages/unread-count")).json()).toEqual({ count: 0 });
    const list = (await t.as(w.teacher.email).get("/api/conversations")).json<ConversationPage>();
    expect(list.items[0]).toMatchObject({
      id: message.conversationId,
      other: { id: w.classmate.userId, role: "student" },
      lastMessageExcerpt: "Deuxième message",
      unreadCount: 2,
      lastMessageIsMine: false,
      lastMessageIsRead: false,
    });
    const mine = (await t.as(w.classmate.email).get("/api/conversations")).json<ConversationPage>();
    expect(mine.items[0]).toMatchObject({
      id: message.conversationId,
      unreadCount: 0,
      lastMessageIsMine: true,
    });
  });

  it("refuses an empty or too long text, accepts 5000 characters", async () => {
    for (const text of ["", "   \n ", "x".repeat(5001)]) {
      const response = await send(w.student.email, w.teacher.userId, text);
      expect(response.statusCode).toBe(400);
    }
    expect((await t.as(w.student.email).post(`${thread(w.teacher.userId)}/messages`, {})).statusCode).toBe(
      400,
    );
    const long = await send(w.student.email, w.teacher.userId, "é".repeat(5000));
    expect(long.statusCode).toBe(201);
    expect(long.json<ChatMessage>().body).toHaveLength(5000);
  });

  it("lets both people answer in an existing conversation even when the rule would not start it", async () => {
    // The platform operator is not a contact of a student, but the student may answer them.
    expect((await t.as(w.loner.email).get(thread(w.superadminId))).statusCode).toBe(404);
    expect((await send("superadmin@plateforme.example", w.loner.userId, "Bienvenue")).statusCode).toBe(201);
    expect((await send(w.loner.email, w.superadminId, "Merci !")).statusCode).toBe(201);
    expect(await contactIds(w.loner.email)).toContain(w.superadminId);

    // A teacher who no longer teaches the student keeps the conversation they had.
    const colleagueCourse = await t.database.db
      .insert(enrolments)
      .values({ companyId: "ata", courseId: w.course.courseId, studentId: w.loner.studentId })
      .returning();
    expect(colleagueCourse).toHaveLength(1);
    expect((await send(w.teacher.email, w.loner.userId, "Bienvenue dans le cours")).statusCode).toBe(201);
    await t.database.db
      .delete(enrolments)
      .where(and(eq(enrolments.courseId, w.course.courseId), eq(enrolments.studentId, w.loner.studentId)));
    expect((await send(w.loner.email, w.teacher.userId, "Une question")).statusCode).toBe(201);
    expect((await t.as(w.teacher.email).get(`${thread(w.loner.userId)}/messages`)).statusCode).toBe(200);
  });
});

describe("threads", () => {
  it("pages a thread newest first with a cursor, ≤ 50 a page", async () => {
    for (let i = 1; i <= 7; i++)
      expect((await send(w.colleague.email, w.adminId, `Message ${i}`)).statusCode).toBe(201);
    const bodies: string[] = [];
    let before: string | null = null;
    let pages = 0;
    do {
      const response = await t
        .as("admin@ata.example")
        .get(
          `${thread(w.colleague.userId)}/messages?limit=3${before ? `&before=${encodeURIComponent(before)}` : ""}`,
        );
      expect(response.statusCode).toBe(200);
      const page = response.json<MessagePage>();
      bodies.push(...page.items.map((item) => item.body));
      before = page.nextCursor;
      pages++;
    } while (before);
    expect(pages).toBe(3);
    expect(bodies).toEqual([
      "Message 7",
      "Message 6",
      "Message 5",
      "Message 4",
      "Message 3",
      "Message 2",
      "Message 1",
    ]);
    expect(
      (await t.as("admin@ata.example").get(`${thread(w.colleague.userId)}/messages?limit=51`)).statusCode,
    ).toBe(400);
    expect(
      (await t.as("admin@ata.example").get(`${thread(w.colleague.userId)}/messages?before=${"x".repeat(20)}`))
        .statusCode,
    ).toBe(400);
  });

  it("answers an empty page for a person one has not written to yet", async () => {
    const page = (await t.as(w.student.email).get(`${thread(w.directionId)}/messages`)).json<MessagePage>();
    expect(page).toEqual({ items: [], nextCursor: null });
  });

  it("pages the conversation list on the latest activity", async () => {
    for (const to of [w.student.userId, w.classmate.userId, w.loner.userId, w.teacher.userId]) {
      expect((await send("direction@ata.example", to, "Information de la direction")).statusCode).toBe(201);
    }
    const all = (
      await t.as("direction@ata.example").get("/api/conversations?limit=50")
    ).json<ConversationPage>();
    expect(all.items.slice(0, 4).map((item) => item.other.id)).toEqual([
      w.teacher.userId,
      w.loner.userId,
      w.classmate.userId,
      w.student.userId,
    ]);
    const walked: string[] = [];
    let cursor: string | null = null;
    do {
      const response = await t
        .as("direction@ata.example")
        .get(`/api/conversations?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
      const page: ConversationPage = response.json();
      walked.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked).toEqual(all.items.map((item) => item.id));
  });

  it("searches the caller's conversations by name and by content, nobody else's", async () => {
    expect(
      (await send(w.student.email, w.teacher.userId, "Le devoir de géométrie est rendu")).statusCode,
    ).toBe(201);
    const byContent = (
      await t.as(w.teacher.email).get("/api/conversations?search=g%C3%A9om%C3%A9trie")
    ).json<ConversationPage>();
    expect(byContent.items.map((item) => item.other.id)).toEqual([w.student.userId]);
    const byName = (
      await t.as(w.teacher.email).get("/api/conversations?search=msgcamarade")
    ).json<ConversationPage>();
    expect(byName.items.map((item) => item.other.id)).toEqual([w.classmate.userId]);
    // The classmate's conversations do not hold the student's message.
    const other = (
      await t.as(w.classmate.email).get("/api/conversations?search=g%C3%A9om%C3%A9trie")
    ).json<ConversationPage>();
    expect(other.items).toEqual([]);
    const wildcard = (
      await t.as(w.teacher.email).get("/api/conversations?search=%25")
    ).json<ConversationPage>();
    expect(wildcard.items).toEqual([]);
  });
});

describe("read state", () => {
  it("marks the messages addressed to the caller read, not their own", async () => {
    expect((await send(w.teacher.email, w.classmate.userId, "Réponse du professeur")).statusCode).toBe(201);
    const before = (
      await t.as(w.teacher.email).get("/api/conversations?unread=true")
    ).json<ConversationPage>();
    expect(before.items.map((item) => item.other.id)).toContain(w.student.userId);

    const read = await t.as(w.teacher.email).post(`${thread(w.classmate.userId)}/read`);
    expect(read.statusCode).toBe(200);
    const page = (
      await t.as(w.teacher.email).get(`${thread(w.classmate.userId)}/messages`)
    ).json<MessagePage>();
    const theirs = page.items.filter((item) => !item.isMine);
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((item) => item.isRead && item.readAt !== null)).toBe(true);
    expect(page.items.filter((item) => item.isMine).every((item) => !item.isRead)).toBe(true);
    const list = (await t.as(w.classmate.email).get("/api/conversations")).json<ConversationPage>();
    const withTeacher = list.items.find((item) => item.other.id === w.teacher.userId)!;
    expect(withTeacher).toMatchObject({ unreadCount: 1, lastMessageIsMine: false });
    const teacherList = (await t.as(w.teacher.email).get("/api/conversations")).json<ConversationPage>();
    expect(teacherList.items.find((item) => item.other.id === w.classmate.userId)?.unreadCount).toBe(0);
    expect(read.json()).toEqual(await (await t.as(w.teacher.email).get("/api/messages/unread-count")).json());
  });

  it("marks everything read with read-all", async () => {
    expect(
      (await t.as(w.teacher.email).get("/api/messages/unread-count")).json<{ count: number }>().count,
    ).toBeGreaterThan(0);
    const response = await t.as(w.teacher.email).post("/api/conversations/read-all");
    expect(response.json()).toEqual({ count: 0 });
    expect((await t.as(w.teacher.email).get("/api/messages/unread-count")).json()).toEqual({ count: 0 });
    const unread = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.isRead, false), eq(messages.authorId, w.student.userId)));
    expect(unread).toEqual([]);
    expect(
      (await t.as(w.teacher.email).get("/api/conversations?unread=true")).json<ConversationPage>().items,
    ).toEqual([]);
  });

  it("reading a thread one may not see is a 404", async () => {
    expect((await t.as(w.loner.email).post(`${thread(w.classmate.userId)}/read`)).statusCode).toBe(404);
    expect((await t.as("admin@horizon.example").post(`${thread(w.teacher.userId)}/read`)).statusCode).toBe(
      404,
    );
  });
});
