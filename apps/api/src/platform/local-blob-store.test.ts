import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectFailedPutKeepsNothing, expectRemoved, listAll } from "../test/blob-store-contract.ts";
import { LocalBlobStore } from "./local-blob-store.ts";

let root: string;
let store: LocalBlobStore;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "campus-blobs-"));
  store = new LocalBlobStore(root);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

describe("the local blob store", () => {
  it("stores a stream, gives it back whole or by byte range with the whole size, and removes it", async () => {
    const key = "ata/1/slots/s1/1-notes.txt";
    await store.put(key, Readable.from(["0123456789", "abcdefghij"]));
    expect(await listAll(store)).toEqual([{ key, size: 20, modifiedAt: expect.any(Date) }]);
    const whole = await store.get(key);
    expect(whole.size).toBe(20);
    expect(await text(whole.stream)).toBe("0123456789abcdefghij");
    const part = await store.get(key, { start: 8, end: 11 });
    expect(part.size).toBe(20);
    expect(await text(part.stream)).toBe("89ab");
    const last = await store.get(key, { start: 19, end: 19 });
    expect(await text(last.stream)).toBe("j");
    await expectRemoved(store, key);
  });

  it("keeps nothing when the stream fails midway", async () => {
    await expectFailedPutKeepsNothing(store, "ata/1/slots/s2/1-cut.bin", Buffer.alloc(64 * 1024, 1));
    expect(await filesUnder(path.join(root, "ata/1/slots/s2"))).toEqual([]);
  });

  it("refuses a key that leaves its directory", async () => {
    await expect(store.put("../evil.txt", Readable.from(["x"]))).rejects.toThrow(/escapes/);
  });
});
