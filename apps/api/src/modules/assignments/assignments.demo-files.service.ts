import { Readable } from "node:stream";
import { BlobNotFoundError, type BlobStore } from "../../platform/blob-store.ts";
import { DEMO_REPORT, demoBlobKey } from "../../seed/demo-assignments.ts";

/** Writes the demo submission's file to the blob store when it is missing (the seed writes rows only). */
export async function ensureDemoFiles(blobs: BlobStore): Promise<void> {
  for (const companyId of ["ata", "horizon"]) {
    const key = demoBlobKey(companyId);
    try {
      (await blobs.get(key, { start: 0, end: 0 })).stream.destroy();
    } catch (error) {
      if (!(error instanceof BlobNotFoundError)) throw error;
      await blobs.put(key, Readable.from([Buffer.from(DEMO_REPORT)]));
    }
  }
}
