import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, migrationsFolder } from "../../db/client.ts";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { openEventStream } from "../../test/event-stream-client.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourse } from "../../test/factories-courses.ts";
import { multipartFile } from "../../test/fixtures/teaching.ts";
import { bearer, openTestDatabase } from "../../test/harness.ts";
import { startTestS3, type TestS3 } from "../../test/s3-server.ts";
import { type ServerProcess, startServerProcess } from "../../test/server-process.ts";

// Two stateless API processes on one fresh PostgreSQL database and one S3-protocol server, started
// together: the migrations run once, and sign-in, revoked sessions, the login limit, files and events
// work across them. Run only with TEST_DATABASE_URL (vitest.config.ts leaves the file out otherwise).

const LOGIN_LIMIT = 3;
let database: Database;
let drop: () => Promise<void>;
let s3: TestS3;
let a: ServerProcess | undefined;
let b: ServerProcess | undefined;
let ids: Awaited<ReturnType<typeof demoAccounts>>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  drop = opened.drop;
  s3 = await startTestS3();
  const env = {
    DATABASE_URL: opened.url ?? "",
    SEED_DEMO: "false",
    LOGIN_MAX_FAILURES_PER_MINUTE: String(LOGIN_LIMIT),
    ...s3.env,
  };
  // Both at once, on a database without any table: each tries to migrate.
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  ids = await demoAccounts(database.db);
  await createCourse(database.db, {
    companyId: "ata",
    title: "Cours des deux processus",
    teacherIds: [ids.teacherId.ata],
    studentIds: [ids.studentId.ata],
  });
}, 240_000);

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await s3?.close();
  await database?.close();
  await drop?.();
});

function servers(): [ServerProcess, ServerProcess] {
  if (!a || !b) throw new Error("a process did not start");
  return [a, b];
}

async function login(server: ServerProcess, email: string, password = DEMO_PASSWORD) {
  return fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
}

async function tokenOn(server: ServerProcess, email: string): Promise<string> {
  const response = await login(server, email);
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const me = (server: ServerProcess, token: string) =>
  fetch(`${server.url}/api/auth/me`, { headers: bearer(token) });

describe("two processes on one PostgreSQL and one bucket", () => {
  it("applied every migration once, and both are ready", async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"));
    const rows = await database.db.execute(sql`select hash from drizzle.__drizzle_migrations`);
    expect(rows.rows.length).toBe(journal.entries.length);
    for (const server of servers()) expect((await fetch(`${server.url}/api/ready`)).status).toBe(200);
  });

  it("accepts on one process a token signed in on the other, and refuses it on both within 1 s of logout", async () => {
    const [first, second] = servers();
    const token = await tokenOn(first, "prof@ata.example");
    expect((await me(second, token)).status).toBe(200);
    expect((await me(first, token)).status).toBe(200);
    const logout = await fetch(`${first.url}/api/auth/logout`, { method: "POST", headers: bearer(token) });
    expect(logout.status).toBe(204);
    const start = performance.now();
    while ((await me(second, token)).status !== 401) {
      expect(performance.now() - start).toBeLessThan(1_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect((await me(first, token)).status).toBe(401);
  });

  it("counts failed sign-ins of both processes against one limit", async () => {
    const [first, second] = servers();
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt++) {
      const server = attempt % 2 === 0 ? first : second;
      expect((await login(server, "direction@ata.example", "Mauvais2026!")).status).toBe(401);
    }
    for (const server of [first, second]) {
      const refused = await login(server, "direction@ata.example");
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("TOO_MANY_ATTEMPTS");
    }
  });

  it("serves from one process a file uploaded through the other, and carries the event across", async () => {
    const [first, second] = servers();
    const studentToken = await tokenOn(first, "apprenant@ata.example");
    const teacherToken = await tokenOn(second, "prof@ata.example");
    const stream = await openEventStream(second.url, bearer(teacherToken));
    expect(stream.status).toBe(200);

    const bytes = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(3000, 0x41)]);
    const file = multipartFile("devoir.pdf", bytes, "application/pdf");
    const teacherId = ids.userId("prof@ata.example");
    const sent = await fetch(`${first.url}/api/conversations/with/${teacherId}/attachments`, {
      method: "POST",
      headers: { ...bearer(studentToken), ...file.headers },
      body: file.payload,
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as { id: string };

    const event = await stream.next(1_000);
    expect(event).toMatchObject({ event: "message.created", data: { messageId: message.id } });
    stream.close();

    const download = await fetch(`${second.url}/api/messages/${message.id}/attachment`, {
      headers: bearer(teacherToken),
    });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
