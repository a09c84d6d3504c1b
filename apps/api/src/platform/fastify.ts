import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Db, DbKind } from "../db/client.ts";
import type { BlobStore } from "./blob-store.ts";
import type { LoginLimiter } from "./login-limiter.ts";

/** What every module receives. */
export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  config: Config;
  limiter: LoginLimiter;
  /** Uploaded files: DATA_DIR/files, or an S3-compatible bucket when S3_BUCKET is set. */
  blobs: BlobStore;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
export type TypedApp = ReturnType<typeof typed>;

/** A business area: declares its routes, each a thin call to the area's service. */
export type Module = (app: TypedApp, deps: AppDeps) => void;
