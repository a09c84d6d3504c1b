import type { Me } from "@campus/contracts/auth";
import { meSchema } from "@campus/contracts/auth";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { createTestAppPair, type TestApp, within } from "../../test/harness.ts";

// `GET /api/auth/me` kept in each process's memory (auth.me.cache.ts): no query for a known caller, and
// every change of the account seen at once in the process that made it, within moments in another.

let t: TestApp<Awaited<ReturnType<typeof demoAccounts>>>;
/** A second application on the same database: what another server process holds. */
let other: Pick<TestApp, "as">;

beforeAll(async () => {
  ({ t, other } = await createTestAppPair({}, { seed: demoAccounts }));
});
afterAll(() => t.close());

async function me(app: Pick<TestApp, "as">, email: string): Promise<Me> {
  const response = await app.as(email).get("/api/auth/me");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
  return response.json<Me>();
}

describe("/me cache", () => {
  it("writes the bytes zod's encoding would", async () => {
    const response = await t.as("admin@ata.example").get("/api/auth/me");
    expect(response.body).toBe(JSON.stringify(meSchema.encode(response.json<Me>())));
  });

  it("answers a known caller without reading the account again", async () => {
    const email = "apprenant2@ata.example";
    const before = await me(t, email);
    // A change no route made and nothing announces: the kept answer stays.
    await t.database.db.update(users).set({ city: "Ailleurs" }).where(eq(users.email, email));
    expect((await me(t, email)).city).toBe(before.city);
  });

  it("follows the caller's own profile change, in this process at once and in the other", async () => {
    const email = "apprenant@horizon.example";
    expect((await me(t, email)).city).toBeNull();
    expect((await me(other, email)).city).toBeNull();
    const changed = await t.as(email).patch("/api/profile", { city: "Lyon" });
    expect(changed.statusCode).toBe(200);
    expect((await me(t, email)).city).toBe("Lyon");
    await within(1_000, async () => (await me(other, email)).city === "Lyon");
  });

  it("follows an administrator's change of the account made in another process", async () => {
    const email = "prof@horizon.example";
    expect((await me(t, email)).phoneNumber).toBeNull();
    const changed = await other
      .as("admin@horizon.example")
      .patch(`/api/users/${t.fixture.userId(email)}`, { phoneNumber: "0102030405" });
    expect(changed.statusCode).toBe(200);
    await within(1_000, async () => (await me(t, email)).phoneNumber === "0102030405");
  });

  it("shows a new branding at once in the process that saved it", async () => {
    const email = "apprenant2@horizon.example";
    expect((await me(t, email)).company.style.light.primary).not.toBe("#123456");
    const saved = await t.as("direction@horizon.example").put("/api/company/branding", {
      style: { light: { primary: "#123456" }, dark: {} },
      openRegistration: false,
    });
    expect(saved.statusCode).toBe(200);
    expect((await me(t, email)).company.style.light.primary).toBe("#123456");
  });
});
