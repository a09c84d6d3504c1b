import type { FastifyInstance, FastifyPluginAsync } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.ts";
import type { Db, DbKind } from "../db/client.ts";
import type { AfterAnswerQueue } from "./after-answer.ts";
import type { BlobStore } from "./blob-store.ts";
import type { Clock } from "./clock.ts";
import type { EventBus } from "./events/event-bus.ts";
import type { LoginLimiter } from "./login-limiter.ts";
import type { Mailer } from "./mailer.ts";
import type { SessionCache } from "./session-cache.ts";

/** The one dependencies object every module receives; a module passes on to its services only what they use. */
export interface AppDeps {
  db: Db;
  dbKind: DbKind;
  config: Config;
  limiter: LoginLimiter;
  /** Uploaded files: DATA_DIR/files, or an S3-compatible bucket when S3_BUCKET is set. */
  blobs: BlobStore;
  /** The current time, moved by the tests. */
  clock: Clock;
  /** Live events to the browsers and between server processes. */
  bus: EventBus;
  /** E-mails: SMTP when SMTP_URL is set, else `.eml` files under DATA_DIR/outbox. */
  mailer: Mailer;
  /** The sign-in sessions this process resolved; a module's own per-user cache follows it (`follow`). */
  sessions: SessionCache;
  /** Work run once the request's answer is sent (e-mails whose timing must not tell anything). */
  afterAnswer: AfterAnswerQueue;
}

export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}
export type TypedApp = ReturnType<typeof typed>;

/** A business area: declares its routes, each a thin call to the area's service. */
export type Module = (app: TypedApp, deps: AppDeps) => void | Promise<void>;

/** A module as a Fastify plugin of its own, registered with the dependencies object as its options. */
export function modulePlugin(module: Module): FastifyPluginAsync<AppDeps> {
  return async (instance, deps) => {
    await module(typed(instance), deps);
  };
}

/**
 * A route option: its answer written with JSON.stringify alone, not encoded again through its zod schema
 * (kept for the documentation and the types). For answers built by typed code on hot paths (the
 * header's unread count, asked by every page).
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);
