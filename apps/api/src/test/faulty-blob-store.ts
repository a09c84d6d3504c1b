import { Readable } from "node:stream";
import { setTimeout as delay } from "node:timers/promises";
import {
  BlobNotFoundError,
  type BlobRange,
  type BlobRead,
  type BlobStore,
  type StoredBlob,
} from "../platform/blob-store.ts";

/** A fault the store injects on its next reads (or writes, for `put-error`). */
export type BlobFault =
  /** The object is gone (a restore without its files, a bucket's lifecycle rule). */
  | { kind: "missing" }
  /** The store refuses to open it (permissions, a disk error). */
  | { kind: "open-error" }
  /** The bytes stop after `afterBytes` with an error (a disk or network failure mid-file). */
  | { kind: "read-error"; afterBytes: number }
  /** Every chunk of at most `chunkBytes` waits `delayMs` (a congested store). */
  | { kind: "slow"; delayMs: number; chunkBytes: number }
  /** Writing fails after the first bytes are read (a full disk). */
  | { kind: "put-error" };

/**
 * A blob store in front of a real one (local or S3) that fails on demand, for the keys `applies`
 * selects (all by default), and counts the streams it opened that are not closed yet: after a
 * request, that count going back to zero means its file handles and sockets were released.
 */
export class FaultyBlobStore implements BlobStore {
  fault: BlobFault | undefined;
  applies: (key: string) => boolean = () => true;
  /** Called once a put has stored its blob (a test cuts the database there). */
  afterPut: ((key: string) => void | Promise<void>) | undefined;
  /** Read streams opened and not closed yet. */
  openStreams = 0;
  /** Read streams opened since the start. */
  opened = 0;

  constructor(readonly inner: BlobStore) {}

  /** Injects `fault` for the keys `applies` selects (all by default) until `heal`. */
  inject(fault: BlobFault, applies: (key: string) => boolean = () => true): void {
    this.fault = fault;
    this.applies = applies;
  }

  heal(): void {
    this.fault = undefined;
    this.applies = () => true;
    this.afterPut = undefined;
  }

  private faultFor(key: string): BlobFault | undefined {
    return this.fault && this.applies(key) ? this.fault : undefined;
  }

  async put(key: string, body: Readable): Promise<void> {
    if (this.faultFor(key)?.kind === "put-error") {
      const failing = Readable.from(
        (async function* () {
          for await (const chunk of body) {
            yield chunk as Buffer;
            throw new Error("disque plein (panne simulée)");
          }
        })(),
      );
      await this.inner.put(key, failing);
      return;
    }
    await this.inner.put(key, body);
    await this.afterPut?.(key);
  }

  async get(key: string, range?: BlobRange): Promise<BlobRead> {
    const fault = this.faultFor(key);
    if (fault?.kind === "missing") throw new BlobNotFoundError(key);
    if (fault?.kind === "open-error") {
      throw Object.assign(new Error(`EACCES: permission denied (panne simulée) ${key}`), { code: "EACCES" });
    }
    const read = await this.inner.get(key, range);
    this.opened++;
    this.openStreams++;
    read.stream.once("close", () => this.openStreams--);
    if (fault?.kind === "read-error" || fault?.kind === "slow") {
      const stream = Readable.from(faultyBytes(read.stream, fault), { objectMode: false });
      // A wrapper destroyed before its first read never runs its generator: release the source itself.
      stream.once("close", () => read.stream.destroy());
      return { size: read.size, stream };
    }
    return read;
  }

  remove(key: string): Promise<void> {
    return this.inner.remove(key);
  }

  list(): AsyncIterable<StoredBlob> {
    return this.inner.list();
  }
}

/** The bytes of `source` with a read error or delays; leaving early destroys `source` (for await does). */
async function* faultyBytes(
  source: Readable,
  fault: Extract<BlobFault, { kind: "read-error" | "slow" }>,
): AsyncGenerator<Buffer> {
  let sent = 0;
  for await (const chunk of source) {
    const bytes = chunk as Buffer;
    if (fault.kind === "read-error") {
      if (sent + bytes.length > fault.afterBytes) {
        if (fault.afterBytes > sent) yield bytes.subarray(0, fault.afterBytes - sent);
        throw new Error("erreur de lecture au milieu du fichier (panne simulée)");
      }
      sent += bytes.length;
      yield bytes;
      continue;
    }
    for (let start = 0; start < bytes.length; start += fault.chunkBytes) {
      await delay(fault.delayMs);
      yield bytes.subarray(start, start + fault.chunkBytes);
    }
  }
}
