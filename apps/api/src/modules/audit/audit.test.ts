import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoAccounts } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: demoAccounts });
});
afterAll(() => t.close());

describe("GET /api/audit", () => {
  it("lists the caller's company's changes, newest first, with the actor's name", async () => {
    const first = (await t.as("admin@ata.example").post("/api/courses", { title: "Journal A" })).json();
    const second = (await t.as("direction@ata.example").post("/api/courses", { title: "Journal B" })).json();
    await t.as("admin@horizon.example").post("/api/courses", { title: "Journal Horizon" });

    const response = await t.as("admin@ata.example").get("/api/audit?entity=course");
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.items.slice(0, 2).map((e: { entityId: string }) => e.entityId)).toEqual([
      second.id,
      first.id,
    ]);
    expect(page.items[0]).toMatchObject({
      action: "create",
      entity: "course",
      after: { title: "Journal B" },
      actor: { name: "Philippe Moreau", email: "direction@ata.example" },
    });
    expect(page.items.some((e: { after: { title?: string } }) => e.after?.title === "Journal Horizon")).toBe(
      false,
    );

    const one = (await t.as("admin@ata.example").get(`/api/audit?entityId=${first.id}`)).json();
    expect(one.total).toBe(1);
    const paged = (await t.as("admin@ata.example").get("/api/audit?pageSize=1&page=2")).json();
    expect(paged).toMatchObject({ page: 2, pageSize: 1 });
    expect(paged.items).toHaveLength(1);
  });

  it("reads another company's log only for the platform superadmin", async () => {
    const platform = await t
      .as("superadmin@plateforme.example")
      .get("/api/audit?companyId=horizon&entity=course");
    expect(platform.statusCode).toBe(200);
    expect(platform.json().items[0].after.title).toBe("Journal Horizon");
    expect((await t.as("admin@ata.example").get("/api/audit?companyId=horizon")).statusCode).toBe(404);
  });

  it("refuses teachers and anonymous callers", async () => {
    expect((await t.as("prof@ata.example").get("/api/audit")).statusCode).toBe(403);
    expect((await t.as(null).get("/api/audit")).statusCode).toBe(401);
    expect((await t.as("admin@ata.example").get("/api/audit?pageSize=0")).statusCode).toBe(400);
  });
});
