import { isNotNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { contentImages, replays } from "../../db/schema/index.ts";

// The integrity check of the stored files (the files module) reads this module's files here.

/** Every company's chapter images: where each file is. */
export function listContentImageBlobs(db: Executor) {
  return db
    .select({ companyId: contentImages.companyId, id: contentImages.id, blobKey: contentImages.blobKey })
    .from(contentImages);
}

/** Every company's uploaded replays (not the links): where each file is and its name. */
export function listReplayBlobs(db: Executor) {
  return db
    .select({
      companyId: replays.companyId,
      id: replays.id,
      blobKey: sql<string>`${replays.blobKey}`,
      name: sql<string>`coalesce(${replays.fileName}, ${replays.title})`,
    })
    .from(replays)
    .where(isNotNull(replays.blobKey));
}
