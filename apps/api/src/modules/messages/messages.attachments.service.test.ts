import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { ChatMessage, MessagePage } from "@campus/contracts/chat";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../../db/schema/index.ts";
import { type MessagingWorld, messagingWorld } from "../../test/fixtures/messages.ts";
import { multipartFile } from "../../test/fixtures/teaching.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

// A small upload limit (UPLOAD_MAX_MB) so that 413 is cheap to reach; files kept in a temporary DATA_DIR.
const LIMIT = 128 * 1024;
let t: TestApp<MessagingWorld>;
let w: MessagingWorld;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "campus-message-files-"));
  t = await createTestApp(
    { DATA_DIR: dataDir, UPLOAD_MAX_MB: String(LIMIT / (1024 * 1024)) },
    { seed: messagingWorld },
  );
  w = t.fixture;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const pdfOf = (size: number) =>
  Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(size - 9, 0x20)]).subarray(0, size);

async function upload(fromEmail: string, toUserId: string, file: ReturnType<typeof multipartFile>) {
  const token = await t.signIn(fromEmail);
  return t.app.inject({
    method: "POST",
    url: `/api/conversations/with/${toUserId}/attachments`,
    headers: { authorization: `Bearer ${token}`, ...file.headers },
    payload: file.payload,
  });
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(path.join(dataDir, "files"), { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

const attachmentRows = async () =>
  (await t.database.db.select({ key: messages.attachmentKey }).from(messages)).filter(
    (row) => row.key !== null,
  );

describe("attachments", () => {
  let sent: ChatMessage;

  it("sends a file as a message, typed by its bytes, not its name", async () => {
    const response = await upload(
      w.student.email,
      w.teacher.userId,
      multipartFile("devoir.txt", pdfOf(2000), "text/plain"),
    );
    expect(response.statusCode).toBe(201);
    sent = response.json<ChatMessage>();
    expect(sent).toMatchObject({
      body: "",
      attachment: { name: "devoir.txt", type: "application/pdf", size: 2000 },
      authorId: w.student.userId,
    });
    const page = (
      await t.as(w.teacher.email).get(`/api/conversations/with/${w.student.userId}/messages`)
    ).json<MessagePage>();
    expect(page.items[0]?.attachment).toEqual({ name: "devoir.txt", type: "application/pdf", size: 2000 });
  });

  it("lets the two participants download it, and nobody else (404)", async () => {
    for (const email of [w.student.email, w.teacher.email]) {
      const response = await t.as(email).get(`/api/messages/${sent.id}/attachment`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/pdf");
      expect(response.headers["content-disposition"]).toContain("attachment");
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.rawPayload.subarray(0, 8).toString()).toBe("%PDF-1.4");
    }
    for (const email of [
      w.classmate.email,
      "admin@ata.example",
      "admin@horizon.example",
      w.colleague.email,
    ]) {
      expect((await t.as(email).get(`/api/messages/${sent.id}/attachment`)).statusCode).toBe(404);
    }
    expect((await t.as(null).get(`/api/messages/${sent.id}/attachment`)).statusCode).toBe(401);
  });

  it("refuses bytes of another type (400) and keeps nothing", async () => {
    const before = { files: await storedFiles(), rows: (await attachmentRows()).length };
    const binary = Buffer.from([
      0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
    ]);
    const response = await upload(
      w.student.email,
      w.teacher.userId,
      multipartFile("photo.png", binary, "image/png"),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("INVALID_FILE");
    expect(await storedFiles()).toEqual(before.files);
    expect((await attachmentRows()).length).toBe(before.rows);
  });

  it("refuses a file over the limit with 413 and keeps nothing", async () => {
    const before = { files: await storedFiles(), rows: (await attachmentRows()).length };
    const response = await upload(
      w.student.email,
      w.teacher.userId,
      multipartFile("gros.pdf", pdfOf(LIMIT + 10)),
    );
    expect(response.statusCode).toBe(413);
    expect(await storedFiles()).toEqual(before.files);
    expect((await attachmentRows()).length).toBe(before.rows);
  });

  it("refuses to store anything for a person one may not write to (404)", async () => {
    const before = await storedFiles();
    const response = await upload(w.student.email, w.loner.userId, multipartFile("devoir.pdf", pdfOf(1000)));
    expect(response.statusCode).toBe(404);
    const foreign = await upload(
      "admin@horizon.example",
      w.student.userId,
      multipartFile("devoir.pdf", pdfOf(1000)),
    );
    expect(foreign.statusCode).toBe(404);
    expect(await storedFiles()).toEqual(before);
    const rows = await t.database.db.select().from(messages).where(eq(messages.authorId, w.student.userId));
    expect(rows.every((row) => row.conversationId === sent.conversationId)).toBe(true);
  });
});
