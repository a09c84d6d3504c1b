import type { Readable } from "node:stream";

/** A byte range of a blob, both ends included (as in HTTP `Range: bytes=start-end`). */
export interface BlobRange {
  start: number;
  end: number;
}

/** A blob being read: its bytes (the range asked for, or all) and the size of the whole blob. */
export interface BlobRead {
  stream: Readable;
  size: number;
}

/** Where uploaded files live; keys follow company/instance/category/owner/<timestamp>-<name>. */
export interface BlobStore {
  /** Stores the stream's bytes under the key; on a failure (of the stream too) nothing is kept. */
  put(key: string, body: Readable): Promise<void>;
  /** Throws BlobNotFoundError when no blob has this key. */
  get(key: string, range?: BlobRange): Promise<BlobRead>;
  /** Removes the blob; a missing one is not an error. */
  remove(key: string): Promise<void>;
  /** Every blob of the store with its size, in no particular order (backups walk it). */
  list(): AsyncIterable<StoredBlob>;
  /**
   * Removes what uploads cut short left (a crash mid-write) and last written before `before`; answers how
   * many. A store whose writes leave nothing behind (S3: a cut upload is never a visible object) has none.
   */
  removeStalePartials?(before: Date): Promise<number>;
}

/** A blob as listed: its key, size in bytes and when it was last written. */
export interface StoredBlob {
  key: string;
  size: number;
  modifiedAt: Date;
}

export class BlobNotFoundError extends Error {
  constructor(key: string) {
    super(`no blob under ${key}`);
    this.name = "BlobNotFoundError";
  }
}

/** A blob key as the specification lays it out, with a file name safe on every store. */
export function blobKey(parts: {
  companyId: string;
  instance: string;
  category: string;
  ownerId: string;
  fileName: string;
}) {
  const safeName =
    parts.fileName
      .normalize("NFKD")
      .replace(/[^\w.-]+/g, "_")
      .slice(-120) || "fichier";
  return [parts.companyId, parts.instance, parts.category, parts.ownerId, `${Date.now()}-${safeName}`].join(
    "/",
  );
}
