import { randomBytes } from "node:crypto";
import { createWriteStream, type Dirent } from "node:fs";
import { type FileHandle, mkdir, open, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  BlobNotFoundError,
  type BlobRange,
  type BlobRead,
  type BlobStore,
  type StoredBlob,
} from "./blob-store.ts";

/** Files under a local directory (DATA_DIR/files by default). */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("blob key escapes the store");
    return full;
  }

  async put(key: string, body: Readable): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    // Written aside then renamed, so a reader never sees half a file and a failure leaves none.
    const partial = `${full}.${randomBytes(6).toString("hex")}.part`;
    const file = createWriteStream(partial);
    try {
      await pipeline(body, file);
      await rename(partial, full);
    } catch (error) {
      // Removed once closed: a file still being opened when the body failed would be created after rm.
      if (!file.closed) await new Promise((resolve) => file.once("close", () => resolve(undefined)));
      await rm(partial, { force: true });
      throw error;
    }
  }

  async get(key: string, range?: BlobRange): Promise<BlobRead> {
    const full = this.resolve(key);
    // Opened here rather than by the stream: a missing or unreadable file fails this call, before any
    // byte of an answer is sent, instead of failing the stream later.
    let handle: FileHandle;
    try {
      handle = await open(full, "r");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new BlobNotFoundError(key);
      throw error;
    }
    try {
      const { size } = await handle.stat();
      // The stream owns the handle from here: it closes it when it ends or is destroyed.
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return { stream, size };
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
  }

  async removeStalePartials(before: Date): Promise<number> {
    let removed = 0;
    for (const entry of await this.entries()) {
      if (!entry.isFile() || !entry.name.endsWith(".part")) continue;
      const full = path.join(entry.parentPath, entry.name);
      try {
        if ((await stat(full)).mtime >= before) continue;
        await rm(full, { force: true });
        removed++;
      } catch (error) {
        // Renamed or removed meanwhile by its own upload.
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    return removed;
  }

  private async entries(): Promise<Dirent[]> {
    try {
      return await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }

  async *list(): AsyncIterable<StoredBlob> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const entry of entries) {
      // A `.part` file is an upload still being written (or one a crash left): not a blob.
      if (!entry.isFile() || entry.name.endsWith(".part")) continue;
      const full = path.join(entry.parentPath, entry.name);
      const key = path.relative(this.root, full).split(path.sep).join("/");
      const { size, mtime } = await stat(full);
      yield { key, size, modifiedAt: mtime };
    }
  }
}
