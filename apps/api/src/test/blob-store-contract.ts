// What every blob store (local, S3) promises, checked the same way by each store's test file.
import { Readable } from "node:stream";
import { expect } from "vitest";
import { BlobNotFoundError, type BlobStore, type StoredBlob } from "../platform/blob-store.ts";

/** Every blob the store lists. */
export async function listAll(store: BlobStore): Promise<StoredBlob[]> {
  const listed: StoredBlob[] = [];
  for await (const blob of store.list()) listed.push(blob);
  return listed;
}

/** Removing a blob makes it unknown, and removing it again is no error. */
export async function expectRemoved(store: BlobStore, key: string): Promise<void> {
  await store.remove(key);
  await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
  await store.remove(key);
}

/** A put whose stream fails after its first chunk rejects with the stream's error and keeps no blob. */
export async function expectFailedPutKeepsNothing(store: BlobStore, key: string, firstChunk: Buffer) {
  const failing = Readable.from(
    (async function* () {
      yield firstChunk;
      throw new Error("client went away");
    })(),
  );
  await expect(store.put(key, failing)).rejects.toThrow("client went away");
  await expect(store.get(key)).rejects.toBeInstanceOf(BlobNotFoundError);
}
