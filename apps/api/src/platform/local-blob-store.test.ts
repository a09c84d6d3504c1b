import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BlobNotFoundError } from "./blob-store.ts";
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
    const listed = [];
    for await (const blob of store.list()) listed.push(blob);
    expect(listed).toEqual([{ key, size: 20 }]);
    const whole = await store.get(key);
    expect(whole.size).toBe(20);
    expect(await text(whole.stream)).toBe("0123456789abcdefghij");
    const part = await store.get(key, { start: 8, end: 11 });
    expect(part.size).toBe(20);
    expect(await text(part.stream)).toBe("89ab");
    const last = await store.get(key, { start: 19, end: 19 });
    expect(await text(last.stream)).toBe("j");
    await store.remove(key);
    await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
    await store.remove(key);
  });

  it("keeps nothing when the stream fails midway", async () => {
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(64 * 1024, 1);
        throw new Error("client went away");
      })(),
    );
    await expect(store.put("ata/1/slots/s2/1-cut.bin", failing)).rejects.toThrow("client went away");
    await expect(store.get("ata/1/slots/s2/1-cut.bin")).rejects.toBeInstanceOf(BlobNotFoundError);
    expect(await filesUnder(path.join(root, "ata/1/slots/s2"))).toEqual([]);
  });

  it("refuses a key that leaves its directory", async () => {
    await expect(store.put("../evil.txt", Readable.from(["x"]))).rejects.toThrow(/escapes/);
  });
});
