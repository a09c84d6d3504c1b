import { rm } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/index.ts";
import { demoAccounts } from "../../test/factories.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";

/** The logos land in this data directory's files folder. */
const DATA_DIR = `/tmp/company-logo-test-${process.pid}`;
const PLATFORM = "superadmin@plateforme.example";

let t: TestApp;
let operator: Record<string, string>;

function multipart(filename: string, content: Buffer | string) {
  const boundary = "----logo-boundary";
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

const upload = (companyId: string, file: ReturnType<typeof multipart>, headers = operator) =>
  t.app.inject({
    method: "POST",
    url: `/api/companies/${companyId}/logo`,
    payload: file.payload,
    headers: { ...headers, ...file.headers },
  });

const remove = (companyId: string, headers = operator) =>
  t.app.inject({ method: "DELETE", url: `/api/companies/${companyId}/logo`, headers });

const auditOf = (companyId: string, action: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.companyId, companyId), eq(auditLog.entity, "company"), eq(auditLog.action, action)),
    );

const png = () =>
  sharp({ create: { width: 800, height: 400, channels: 3, background: "#1B4F8A" } })
    .png()
    .toBuffer();

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR }, { seed: demoAccounts });
  operator = bearer(await t.login(PLATFORM));
});
afterAll(async () => {
  await t.close();
  await rm(DATA_DIR, { recursive: true, force: true });
});

describe("POST /api/companies/:id/logo", () => {
  it("stores another company's logo, served publicly, in its branding, audited in that company", async () => {
    const response = await upload("ata", multipart("logo.png", await png()));
    expect(response.statusCode).toBe(200);
    const logoUrl = response.json().logoUrl as string;
    expect(logoUrl).toMatch(/^\/api\/branding\/ata\/logo\/\d+-[\w-]{8}-logo\.png$/);
    expect(response.json()).toMatchObject({ id: "ata" });

    const served = await t.app.inject({ method: "GET", url: logoUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    const meta = await sharp(served.rawPayload).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);

    expect((await t.as(null).get("/api/branding/ata")).json().logoUrl).toBe(logoUrl);
    expect((await t.as(PLATFORM).get("/api/companies/ata")).json().logoUrl).toBe(logoUrl);
    // The operator's own company is untouched.
    expect((await t.as(null).get("/api/branding/horizon")).json().logoUrl).not.toBe(logoUrl);

    const [audit] = await auditOf("ata", "update-logo");
    expect(audit).toMatchObject({ entityId: "ata", after: { logoUrl } });
  });

  it("refuses an SVG with script and what is not an image, with the logo upload's messages", async () => {
    const hostile = await upload(
      "ata",
      multipart("logo.svg", '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().error.message).toBe("Ce logo SVG contient du script : il est refusé.");

    const fake = await upload("ata", multipart("logo.png", "not an image at all"));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error).toMatchObject({ code: "INVALID_FILE", field: "file" });

    const huge = await upload("ata", multipart("logo.png", Buffer.alloc(2 * 1024 * 1024 + 10, 1)));
    expect(huge.statusCode).toBe(413);
  });

  it("answers 404 for an unknown company", async () => {
    const response = await upload("inconnue", multipart("logo.png", await png()));
    expect(response.statusCode).toBe(404);
    expect((await remove("inconnue")).statusCode).toBe(404);
  });

  it("is the platform operator's only", async () => {
    for (const email of ["prof@horizon.example", "admin@horizon.example", "direction@horizon.example"]) {
      const headers = bearer(await t.login(email));
      expect((await upload("ata", multipart("logo.png", await png()), headers)).statusCode).toBe(403);
      expect((await upload("horizon", multipart("logo.png", await png()), headers)).statusCode).toBe(403);
      expect((await remove("ata", headers)).statusCode).toBe(403);
    }
  });
});

describe("DELETE /api/companies/:id/logo", () => {
  it("takes another company's logo off, audited in that company", async () => {
    await upload("ata", multipart("logo.png", await png()));
    const response = await remove("ata");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: "ata", logoUrl: null });
    expect((await t.as(null).get("/api/branding/ata")).json().logoUrl).toBeNull();
    expect(await auditOf("ata", "remove-logo")).toHaveLength(1);
  });
});
