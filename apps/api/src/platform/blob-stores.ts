import path from "node:path";
import type { Config } from "../config.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalBlobStore } from "./local-blob-store.ts";
import { createS3Client, S3BlobStore } from "./s3-blob-store.ts";

/** The configured store of the files: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createBlobStore(config: Pick<Config, "s3" | "dataDir">): BlobStore {
  return config.s3
    ? new S3BlobStore(createS3Client(config.s3), config.s3.bucket)
    : new LocalBlobStore(path.join(config.dataDir, "files"));
}
