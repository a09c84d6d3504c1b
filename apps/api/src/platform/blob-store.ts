import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** Where uploaded files live; keys follow company/instance/category/owner/<timestamp>-<name>. */
export interface BlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** Files under a local directory (DATA_DIR/files by default). */
export class LocalBlobStore implements BlobStore {
  constructor(private readonly root: string) {}

  private resolve(key: string): string {
    const full = path.resolve(this.root, key);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error("blob key escapes the store");
    return full;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const full = this.resolve(key);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, bytes);
  }

  async get(key: string): Promise<Readable> {
    const full = this.resolve(key);
    await stat(full);
    return createReadStream(full);
  }

  async remove(key: string): Promise<void> {
    await rm(this.resolve(key), { force: true });
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
