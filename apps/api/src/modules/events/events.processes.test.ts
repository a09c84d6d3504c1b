import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../db/client.ts";
import { systemClock } from "../../platform/clock.ts";
import { DatabaseEventBus } from "../../platform/events/database-event-bus.ts";
import { DEMO_PASSWORD } from "../../seed/demo-accounts.ts";
import { openEventStream, within } from "../../test/event-stream-client.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createCourse } from "../../test/factories-courses.ts";
import { bearer, openTestDatabase } from "../../test/harness.ts";
import { type ServerProcess, startServerProcess } from "../../test/server-process.ts";

// Two real server processes on one PostgreSQL database: events cross between them through LISTEN/NOTIFY.
// Run only with TEST_DATABASE_URL (vitest.config.ts leaves the file out otherwise).

/** The demo accounts, and a course the demo teacher gives the demo student (so that she may write to him). */
async function fixture(db: Db) {
  const demo = await demoAccounts(db);
  await createCourse(db, {
    companyId: "ata",
    title: "Cours des processus",
    teacherIds: [demo.teacherId.ata],
    studentIds: [demo.studentId.ata],
  });
}

describe("live events across server processes", () => {
  let database: Database;
  let drop: () => Promise<void>;
  let processA: ServerProcess | undefined;
  let processB: ServerProcess | undefined;

  async function login(server: ServerProcess, email: string): Promise<{ token: string; id: string }> {
    const response = await fetch(`${server.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: { id: string } };
    return { token: body.token, id: body.user.id };
  }

  beforeAll(async () => {
    const opened = await openTestDatabase({ from: "migrated" });
    database = opened.database;
    drop = opened.drop;
    await database.migrate();
    await fixture(database.db);
    // No demo seed: the processes find the schema migrated and the file's own fixture.
    const env = { DATABASE_URL: opened.url ?? "", SEED_DEMO: "false" };
    processA = await startServerProcess(env);
    processB = await startServerProcess(env);
  }, 240_000);

  afterAll(async () => {
    await processA?.stop();
    await processB?.stop();
    await database?.close();
    await drop?.();
  });

  it("delivers within a second, to a browser on process B, a message sent through process A", async () => {
    if (!processA || !processB) throw new Error("a process did not start");
    const teacher = await login(processB, "prof@ata.example");
    const student = await login(processA, "apprenant@ata.example");
    const stream = await openEventStream(processB.url, bearer(teacher.token));
    expect(stream.status).toBe(200);

    const startedAt = performance.now();
    const sent = await fetch(`${processA.url}/api/conversations/with/${teacher.id}/messages`, {
      method: "POST",
      headers: { ...bearer(student.token), "content-type": "application/json" },
      body: JSON.stringify({ text: "Bonjour, une question sur le cours" }),
    });
    expect(sent.status).toBe(201);
    const message = (await sent.json()) as { id: string };
    const event = await stream.next(1_000);
    const elapsedMs = performance.now() - startedAt;
    console.info(
      `events: a message sent through process A reached process B's stream in ${elapsedMs.toFixed(1)} ms`,
    );
    expect(event).toMatchObject({
      event: "message.created",
      data: { messageId: message.id, authorId: student.id },
    });
    expect(elapsedMs).toBeLessThan(1_000);
    stream.close();
  });

  it("delivers within a second, on process B, an event committed elsewhere", async () => {
    if (!processB) throw new Error("process B did not start");
    const student = await login(processB, "apprenant@ata.example");
    const stream = await openEventStream(processB.url, bearer(student.token));
    expect(stream.status).toBe(200);

    const publisher = new DatabaseEventBus(database, systemClock);
    const startedAt = performance.now();
    await database.db.transaction((tx) =>
      publisher.publish(tx, {
        companyId: "ata",
        userIds: [student.id],
        type: "unread.changed",
        data: { count: 7 },
      }),
    );
    const event = await stream.next(1_000);
    const elapsedMs = performance.now() - startedAt;
    console.info(
      `events: process B received the event ${elapsedMs.toFixed(1)} ms after the publishing transaction began`,
    );
    expect(event).toMatchObject({ event: "unread.changed", data: { count: 7 } });
    expect(elapsedMs).toBeLessThan(1_000);
    stream.close();
  });

  it("ends on process B the stream of a session logged out through process A", async () => {
    if (!processA || !processB) throw new Error("a process did not start");
    const teacher = await login(processA, "prof@ata.example");
    const stream = await openEventStream(processB.url, bearer(teacher.token));
    expect(stream.status).toBe(200);
    const logout = await fetch(`${processA.url}/api/auth/logout`, {
      method: "POST",
      headers: bearer(teacher.token),
    });
    expect(logout.status).toBe(204);
    await within(stream.ended, 1_000, "stream on process B");
  });

  it("catches up, once its listening connection is back, with what was committed while it was cut", async () => {
    if (!processB) throw new Error("process B did not start");
    const student = await login(processB, "apprenant@ata.example");
    const stream = await openEventStream(processB.url, bearer(student.token));
    const publisher = new DatabaseEventBus(database, systemClock);
    const publish = (count: number) =>
      publisher.publish(database.db, {
        companyId: "ata",
        userIds: [student.id],
        type: "unread.changed",
        data: { count },
      });

    const cut = await database.db.execute(sql`
      select pg_terminate_backend(pid) as cut from pg_stat_activity
      where application_name = 'campus-events' and datname = current_database()`);
    expect(cut.rows.length).toBe(2);
    // Committed while no process listens: the NOTIFY is lost, the row is read on reconnection.
    await publish(8);
    expect((await stream.next(3_000)).data).toEqual({ count: 8 });
    await publish(9);
    expect((await stream.next(1_000)).data).toEqual({ count: 9 });
    stream.close();
  });
});
