import type { CreatedApiKey } from "@campus/contracts/api-keys";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestAppPair, type TestApp, within } from "../../test/harness.ts";

// A revocation made in one process holds at once in another that had already let the key through.

let t: TestApp;
let other: Pick<TestApp, "as">;
beforeAll(async () => {
  ({ t, other } = await createTestAppPair({}, {}));
});
afterAll(() => t.close());

it("refuses a key revoked in another process, which had it cached", async () => {
  const created = await t.as("direction@horizon.example").post("/api/api-keys", {
    name: "Entrepôt de données",
    scopes: ["courses:read"],
  });
  expect(created.statusCode).toBe(201);
  const { key, secret } = created.json<CreatedApiKey>();
  expect((await other.as({ token: secret }).get("/api/courses")).statusCode).toBe(200);
  expect((await t.as("direction@horizon.example").post(`/api/api-keys/${key.id}/revoke`)).statusCode).toBe(
    200,
  );
  const took = await within(
    5000,
    async () => (await other.as({ token: secret }).get("/api/courses")).statusCode === 401,
  );
  expect(took).toBeLessThan(5000);
});
