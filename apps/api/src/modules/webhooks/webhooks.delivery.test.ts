import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookDeliveries, webhookSubscriptions } from "../../db/schema/index.ts";
import { FakeClock } from "../../platform/clock.ts";
import { systemResolver } from "../../platform/webhooks/safe-address.ts";
import { verifyWebhook } from "../../platform/webhooks/signature.ts";
import { deliverDueWebhooks, type WebhookWorkerDeps } from "../../platform/webhooks/worker.ts";
import { CapturingMailer } from "../../test/capturing-mailer.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { type ReceivedWebhook, WebhookReceiver } from "../../test/webhook-receiver.ts";

const DIRECTION = "direction@ata.example";
const ADMIN = "admin@ata.example";
const clock = new FakeClock(new Date("2026-12-07T09:00:00Z"));
const mailer = new CapturingMailer();
let t: TestApp;
let receiver: WebhookReceiver;
let worker: WebhookWorkerDeps;
let hook: { id: string; secret: string };
let number = 0;

/** A new student of ata (a `student.created` event): answers its id. */
async function createStudent(): Promise<string> {
  number++;
  const response = await t.as(ADMIN).post("/api/students", {
    studentNumber: `WH${number}`,
    firstname: "Webhook",
    lastname: `Numéro ${number}`,
    email: `webhook${number}@ata.example`,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id;
}

const bodies = () => receiver.received.map((delivery) => JSON.parse(delivery.body));
const deliveries = () =>
  t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, hook.id))
    .orderBy(webhookDeliveries.seq);

const verifies = (delivery: ReceivedWebhook, body = delivery.body) =>
  verifyWebhook(
    hook.secret,
    {
      id: String(delivery.headers["webhook-id"]),
      timestamp: String(delivery.headers["webhook-timestamp"]),
      signature: String(delivery.headers["webhook-signature"]),
    },
    body,
    Math.floor(clock.now().getTime() / 1000),
  );

beforeAll(async () => {
  receiver = await new WebhookReceiver().start();
  t = await createTestApp(
    { WEBHOOK_ALLOW_LOOPBACK: "true", WEBHOOK_WORKER: "false" },
    { clock, mailer, seed: demoAccounts },
  );
  worker = {
    db: t.database.db,
    clock,
    mailer,
    allowLoopback: true,
    resolve: systemResolver,
    timeoutMs: 2000,
    publicUrl: "https://campus.example",
    onError: (error) => console.error("worker", error),
  };
  const response = await t.as(DIRECTION).post("/api/webhooks", {
    url: `${receiver.url}/hooks`,
    events: ["student.created", "student.updated"],
  });
  expect(response.statusCode).toBe(201);
  hook = response.json();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
beforeEach(async () => {
  receiver.status = 200;
  await deliverDueWebhooks(worker);
  receiver.clear();
  mailer.clear();
});

describe("deliveries", () => {
  it("are signed and arrive in the order of the changes, with the event's data", async () => {
    const ids = [await createStudent(), await createStudent(), await createStudent()];
    await deliverDueWebhooks(worker);
    expect(bodies().map((body) => [body.type, body.data.studentId])).toEqual(
      ids.map((id) => ["student.created", id]),
    );
    for (const delivery of receiver.received) {
      expect(delivery.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
      expect(verifies(delivery)).toBe(true);
    }
    const rows = await deliveries();
    expect(rows.slice(-3).map((row) => [row.status, row.attempt, row.lastStatusCode])).toEqual([
      ["delivered", 1, 200],
      ["delivered", 1, 200],
      ["delivered", 1, 200],
    ]);
    expect(receiver.received.map((delivery) => delivery.headers["webhook-id"])).toEqual(
      rows.slice(-3).map((row) => row.id),
    );
  });

  it("fail the signature check when the body is tampered with", async () => {
    await createStudent();
    await deliverDueWebhooks(worker);
    const [delivery] = receiver.received;
    if (!delivery) throw new Error("nothing received");
    expect(verifies(delivery)).toBe(true);
    const { data } = JSON.parse(delivery.body);
    expect(verifies(delivery, delivery.body.replace(data.studentId, crypto.randomUUID()))).toBe(false);
    expect(verifies(delivery, delivery.body.replace("student.created", "student.updated"))).toBe(false);
  });

  it("are not written when the change is rolled back", async () => {
    const before = (await deliveries()).length;
    const duplicate = await t.as(ADMIN).post("/api/students", {
      studentNumber: "WH1",
      firstname: "Doublon",
      lastname: "Doublon",
      email: "webhook1@ata.example",
    });
    expect(duplicate.statusCode).toBe(409);
    expect((await deliveries()).length).toBe(before);
  });

  it("wait while the receiver is down, retried with backoff, then arrive in order", async () => {
    receiver.status = 503;
    const first = await createStudent();
    const second = await createStudent();
    await deliverDueWebhooks(worker);
    let rows = (await deliveries()).slice(-2);
    expect(rows.map((row) => [row.status, row.attempt, row.lastStatusCode])).toEqual([
      ["pending", 1, 503],
      // The second waits for the first: a subscription's deliveries go in order.
      ["pending", 0, null],
    ]);
    expect(rows[0]?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 30_000);

    clock.advance(10_000);
    await deliverDueWebhooks(worker);
    expect((await deliveries()).at(-2)?.attempt).toBe(1);

    clock.advance(20_000);
    await deliverDueWebhooks(worker);
    rows = (await deliveries()).slice(-2);
    expect(rows[0]?.attempt).toBe(2);
    expect(rows[0]?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + 120_000);

    receiver.status = 200;
    clock.advance(120_000);
    await deliverDueWebhooks(worker);
    expect(bodies().map((body) => body.data.studentId)).toEqual([first, second]);
    expect((await deliveries()).slice(-2).map((row) => [row.status, row.attempt])).toEqual([
      ["delivered", 3],
      ["delivered", 1],
    ]);
  });

  it("do not follow a redirect", async () => {
    receiver.status = 302;
    await createStudent();
    await deliverDueWebhooks(worker);
    const [row] = (await deliveries()).slice(-1);
    expect(row).toMatchObject({
      status: "pending",
      lastStatusCode: 302,
      lastError: "Redirection non suivie",
    });
    expect(receiver.received).toEqual([]);
    receiver.status = 200;
    clock.advance(30_000);
    await deliverDueWebhooks(worker);
  });

  it("fail after 24 h: the subscription is turned off and the super-administrators are told; « Renvoyer » sends it again", async () => {
    receiver.status = 503;
    await createStudent();
    for (let hours = 0; hours < 30; hours++) {
      await deliverDueWebhooks(worker);
      clock.advance(3_600_000);
    }
    const [row] = (await deliveries()).slice(-1);
    expect(row?.status).toBe("failed");
    expect(row?.attempt).toBeGreaterThan(5);
    const [subscription] = await t.database.db
      .select()
      .from(webhookSubscriptions)
      .where(eq(webhookSubscriptions.id, hook.id));
    expect(subscription?.enabled).toBe(false);
    expect(subscription?.disabledReason).toMatch(/24 h/);
    const mails = mailer.to(DIRECTION);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe("Webhook désactivé après 24 h d'échecs");
    expect(mails[0]?.text).toContain(receiver.url);

    // Turned off: the changes meanwhile are not queued for it. « Renvoyer » and turned on: the failed one goes.
    const whileOff = (await deliveries()).length;
    await createStudent();
    expect((await deliveries()).length).toBe(whileOff);
    receiver.status = 200;
    const again = await t.as(DIRECTION).post(`/api/webhooks/${hook.id}/deliveries/${row?.id}/redeliver`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "pending" });
    await deliverDueWebhooks(worker);
    expect(receiver.received).toEqual([]);
    const enabled = await t.as(DIRECTION).patch(`/api/webhooks/${hook.id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null });
    await deliverDueWebhooks(worker);
    expect(receiver.received.map((delivery) => delivery.headers["webhook-id"])).toEqual([row?.id]);
    expect(verifies(receiver.received[0] as ReceivedWebhook)).toBe(true);
    const [after] = (await deliveries()).slice(-1);
    expect(after).toMatchObject({ status: "delivered", lastStatusCode: 200 });
  });

  it("are sent once each when two workers (two server processes) claim at the same time", async () => {
    const ids = [];
    for (let index = 0; index < 12; index++) ids.push(await createStudent());
    await Promise.all([deliverDueWebhooks(worker), deliverDueWebhooks(worker), deliverDueWebhooks(worker)]);
    expect(bodies().map((body) => body.data.studentId)).toEqual(ids);
    expect(
      (await deliveries()).slice(-12).every((row) => row.status === "delivered" && row.attempt === 1),
    ).toBe(true);
  });

  it("are refused at send time when the address is private (169.254.169.254), whatever was stored", async () => {
    await t.database.db.execute(
      sql`update webhook_subscriptions set url = 'https://169.254.169.254/latest' where id = ${hook.id}`,
    );
    await createStudent();
    await deliverDueWebhooks(worker);
    const [row] = (await deliveries()).slice(-1);
    expect(row?.lastError).toBe("Adresse refusée : adresse refusée (169.254.169.254)");
    expect(row?.lastStatusCode).toBeNull();
    await t.database.db.execute(
      sql`update webhook_subscriptions set url = ${`${receiver.url}/hooks`} where id = ${hook.id}`,
    );
  });
});
