import { createHash, randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { ListObjectsV2Command, type S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.ts";
import { expectFailedPutKeepsNothing, expectRemoved, listAll } from "../test/blob-store-contract.ts";
import { multipartFile } from "../test/fixtures/teaching.ts";
import { bearer, createTestApp } from "../test/harness.ts";
import { startTestS3, type TestS3 } from "../test/s3-server.ts";
import { createS3Client, S3BlobStore } from "./s3-blob-store.ts";

let s3: TestS3;
let client: S3Client;
let store: S3BlobStore;

beforeAll(async () => {
  s3 = await startTestS3();
  const settings = loadConfig({ ...s3.env }).s3;
  if (!settings) throw new Error("S3_BUCKET did not configure the S3 store");
  client = createS3Client(settings);
  store = new S3BlobStore(client, s3.bucket);
});
afterAll(async () => {
  client.destroy();
  await s3.close();
});

async function keysInBucket(): Promise<string[]> {
  const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket }));
  return (listed.Contents ?? []).map((object) => object.Key ?? "");
}

const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

describe("the S3 blob store (against s3rver)", () => {
  it("puts a stream larger than one part, gets it back whole and by range, and removes it", async () => {
    // 11 MB: more than two 5 MB parts, so the upload goes through S3's multipart protocol.
    const bytes = randomBytes(11 * 1024 * 1024);
    const key = "ata/1/slots/s1/1-video.bin";
    const chunks = Array.from({ length: 176 }, (_, index) =>
      bytes.subarray(index * 65536, (index + 1) * 65536),
    );
    await store.put(key, Readable.from(chunks));
    expect(await listAll(store)).toEqual([{ key, size: bytes.length, modifiedAt: expect.any(Date) }]);

    const whole = await store.get(key);
    expect(whole.size).toBe(bytes.length);
    expect(sha(await buffer(whole.stream))).toBe(sha(bytes));

    const part = await store.get(key, { start: 5 * 1024 * 1024 - 3, end: 5 * 1024 * 1024 + 2 });
    expect(part.size).toBe(bytes.length);
    expect((await buffer(part.stream)).equals(bytes.subarray(5 * 1024 * 1024 - 3, 5 * 1024 * 1024 + 3))).toBe(
      true,
    );

    await expectRemoved(store, key);
  });

  it("keeps nothing when the stream fails midway", async () => {
    await expectFailedPutKeepsNothing(store, "ata/1/slots/s2/1-cut.bin", randomBytes(6 * 1024 * 1024));
  });
});

describe("slot files through the API with S3_BUCKET set", () => {
  it("stores the upload in the bucket, serves it whole and by range, and removes it with the file", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "campus-s3-api-"));
    const t = await createTestApp({ DATA_DIR: dataDir, ...s3.env });
    try {
      const admin = bearer(await t.login("admin@ata.example"));
      const slots = await t.app.inject({
        method: "GET",
        url: "/api/slots?status=validated&pageSize=1",
        headers: admin,
      });
      const slotId = slots.json().items[0].id;
      const before = await keysInBucket();
      const pdf = Buffer.concat([Buffer.from("%PDF-1.7\n"), randomBytes(300_000)]);
      const { payload, headers } = multipartFile("Séance 4 — support.pdf", pdf);
      const created = await t.app.inject({
        method: "POST",
        url: `/api/slots/${slotId}/files`,
        headers: { ...admin, ...headers },
        payload,
      });
      expect(created.statusCode).toBe(201);
      const added = (await keysInBucket()).filter((key) => !before.includes(key));
      expect(added).toHaveLength(1);
      expect(added[0]).toMatch(new RegExp(`^ata/[^/]+/slots/${slotId}/\\d+-[0-9a-f]{8}-S.+_support\\.pdf$`));
      expect(existsSync(path.join(dataDir, "files"))).toBe(false);

      const url = `/api/slots/${slotId}/files/${created.json().id}`;
      const whole = await t.app.inject({ method: "GET", url, headers: admin });
      expect(whole.statusCode).toBe(200);
      expect(whole.rawPayload.equals(pdf)).toBe(true);
      expect(whole.headers["content-disposition"]).toContain("filename*=UTF-8''S%C3%A9ance%204");
      const part = await t.app.inject({ method: "GET", url, headers: { ...admin, range: "bytes=0-8" } });
      expect(part.statusCode).toBe(206);
      expect(part.rawPayload.toString()).toBe("%PDF-1.7\n");

      expect((await t.app.inject({ method: "DELETE", url, headers: admin })).statusCode).toBe(204);
      expect(await keysInBucket()).toEqual(before);
    } finally {
      await t.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
