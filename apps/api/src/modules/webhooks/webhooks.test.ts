import { WEBHOOK_EVENT_TYPES } from "@campus/contracts/webhooks";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, webhookDeliveries } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const DIRECTION = "direction@ata.example";
const OTHER_DIRECTION = "direction@horizon.example";
const ADMIN = "admin@ata.example";
const PROF = "prof@ata.example";
const STUDENT = "apprenant@ata.example";
const URL_OK = "https://hooks.example.com/campus";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_WORKER: "false" }, { seed: demoAccounts });
});
afterAll(() => t.close());

const create = (who: string, body: object) => t.as(who).post("/api/webhooks", body);

describe("webhook subscriptions", () => {
  it("are created by the company's super-administrator, the secret shown once, audited without it", async () => {
    const response = await create(DIRECTION, { url: URL_OK, events: ["student.created", "slot.moved"] });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ url: URL_OK, events: ["student.created", "slot.moved"], enabled: true });
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const list = await t.as(DIRECTION).get("/api/webhooks");
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual([expect.not.objectContaining({ secret: expect.anything() })]);
    expect(list.json().items[0].id).toBe(created.id);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, created.id));
    expect(entry).toMatchObject({ action: "create", entity: "webhook" });
    expect(JSON.stringify(entry?.after)).not.toContain(created.secret);
  });

  it("are refused to administrators, teachers, students (403) and to nobody (401)", async () => {
    for (const who of [ADMIN, PROF, STUDENT]) {
      expect((await create(who, { url: URL_OK, events: ["student.created"] })).statusCode).toBe(403);
      expect((await t.as(who).get("/api/webhooks")).statusCode).toBe(403);
    }
    expect((await t.as(null).get("/api/webhooks")).statusCode).toBe(401);
  });

  it("are another company's: 404 for its ids, and never listed", async () => {
    const mine = (await create(DIRECTION, { url: URL_OK, events: ["grade.recorded"] })).json();
    expect((await t.as(OTHER_DIRECTION).get("/api/webhooks")).json().items).toEqual([]);
    expect(
      (await t.as(OTHER_DIRECTION).patch(`/api/webhooks/${mine.id}`, { enabled: false })).statusCode,
    ).toBe(404);
    expect((await t.as(OTHER_DIRECTION).delete(`/api/webhooks/${mine.id}`)).statusCode).toBe(404);
    expect((await t.as(OTHER_DIRECTION).get(`/api/webhooks/${mine.id}/deliveries`)).statusCode).toBe(404);
    const redeliver = `/api/webhooks/${mine.id}/deliveries/${crypto.randomUUID()}/redeliver`;
    expect((await t.as(OTHER_DIRECTION).post(redeliver)).statusCode).toBe(404);
    expect((await t.as(DIRECTION).post(redeliver)).statusCode).toBe(404);
  });

  it("refuse bad input with a French message", async () => {
    const cases: [object, string][] = [
      [{ url: "", events: ["student.created"] }, "L'adresse est obligatoire"],
      [{ url: "pas une adresse", events: ["student.created"] }, "L'adresse n'est pas une URL valide."],
      [{ url: URL_OK, events: [] }, "Choisissez au moins un événement."],
      [{ url: URL_OK, events: ["student.deleted"] }, "Événement inconnu."],
    ];
    for (const [body, message] of cases) {
      const response = await create(DIRECTION, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toEqual([{ field: expect.any(String), message }]);
    }
    expect((await t.as(DIRECTION).patch(`/api/webhooks/pas-un-id`, { enabled: true })).statusCode).toBe(400);
  });

  it.each([
    "http://hooks.example.com/",
    "https://127.0.0.1/",
    "http://127.0.0.1:8080/",
    "https://localhost/",
    "https://169.254.169.254/latest/meta-data/",
    "https://10.0.0.8/",
    "https://192.168.1.10/",
    "https://[::1]/",
    "https://[::ffff:127.0.0.1]/",
    "https://[fd00::1]/",
  ])("refuse %s (SSRF; loopback not allowed here)", async (url) => {
    const response = await create(DIRECTION, { url, events: ["student.created"] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: "WEBHOOK_URL_REFUSED", field: "url" });
    expect(response.json().error.message).toMatch(/^Cette adresse ne peut pas recevoir de webhooks/);
  });

  it("are turned off and on, then deleted with their log", async () => {
    const hook = (await create(DIRECTION, { url: URL_OK, events: [...WEBHOOK_EVENT_TYPES] })).json();
    const off = await t.as(DIRECTION).patch(`/api/webhooks/${hook.id}`, { enabled: false });
    expect(off.json()).toMatchObject({ enabled: false });
    expect((await t.as(DIRECTION).patch(`/api/webhooks/${hook.id}`, { enabled: true })).json()).toMatchObject(
      {
        enabled: true,
      },
    );
    const log = await t.as(DIRECTION).get(`/api/webhooks/${hook.id}/deliveries`);
    expect(log.statusCode).toBe(200);
    expect(log.json()).toMatchObject({ items: [], total: 0, page: 1 });
    expect((await t.as(DIRECTION).delete(`/api/webhooks/${hook.id}`)).json()).toEqual({ ok: true });
    expect((await t.as(DIRECTION).get(`/api/webhooks/${hook.id}/deliveries`)).statusCode).toBe(404);
    const rows = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.subscriptionId, hook.id));
    expect(rows).toEqual([]);
  });
});
