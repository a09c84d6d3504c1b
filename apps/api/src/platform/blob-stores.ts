import path from "node:path";
import type { Config } from "../config.ts";
import type { BlobStore } from "./blob-store.ts";
import { LocalBlobStore } from "./local-blob-store.ts";

/**
 * The configured store of the files: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. The
 * AWS SDK is loaded only for the bucket (it adds tens of milliseconds to every start otherwise).
 */
export async function createBlobStore(config: Pick<Config, "s3" | "dataDir">): Promise<BlobStore> {
  if (!config.s3) return new LocalBlobStore(path.join(config.dataDir, "files"));
  const { createS3Client, S3BlobStore } = await import("./s3-blob-store.ts");
  return new S3BlobStore(createS3Client(config.s3), config.s3.bucket, config.s3.timeoutMs);
}
