import type { Db } from "../../db/client.ts";
import type { BlobStore } from "../../platform/blob-store.ts";
import { checkStoredFiles } from "./files.check.service.ts";

/** A partial file (`.part`) older than this is no upload still being written: removed. */
const PARTIAL_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * What uploads cut short leave behind (a `kill -9` mid-upload): partial files older than an hour, and
 * stored files that no row names, older than a day (ORPHAN_MIN_AGE_MS: a younger one may be an upload
 * whose row is being written). Answers how many of each were removed.
 */
export async function sweepStoredFiles(
  deps: { db: Db; blobs: BlobStore },
  now: Date,
): Promise<{ partials: number; orphans: number }> {
  const partials =
    (await deps.blobs.removeStalePartials?.(new Date(now.getTime() - PARTIAL_MAX_AGE_MS))) ?? 0;
  const report = await checkStoredFiles(deps, { mark: false, removeOrphans: true, now });
  return { partials, orphans: report.repaired.removed };
}
