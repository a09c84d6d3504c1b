import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";

/** The request whose work is running: kept across callbacks, timers and stream events it started. */
const requestScope = new AsyncLocalStorage<{ reqId: string }>();

/**
 * Runs each request (its hooks, handler and whatever they start) within its own scope, so that an
 * error escaping every handler can still be told apart by the request that caused it.
 */
export function registerRequestScope(app: FastifyInstance): void {
  app.addHook("onRequest", (request, _reply, done) => {
    requestScope.run({ reqId: request.id }, done);
  });
}

/** The id of the request whose work is running, if any. */
export const currentRequestId = (): string | undefined => requestScope.getStore()?.reqId;

/**
 * The process's last line of defence: an error nothing handled (an `'error'` event without a
 * listener, a rejected promise nobody awaited) is logged with the request that caused it, and the
 * process keeps serving every other request instead of ending for all companies. Each route handles
 * its own streams' errors; this only keeps a missed one from taking the server down. Returns the
 * function that removes the guard.
 */
export function installProcessGuard(log: FastifyBaseLogger): () => void {
  const report = (kind: string) => (error: unknown) => {
    log.error({ err: error, reqId: currentRequestId(), kind }, "erreur non gérée : le serveur continue");
  };
  const onException = report("uncaughtException");
  const onRejection = report("unhandledRejection");
  process.on("uncaughtException", onException);
  process.on("unhandledRejection", onRejection);
  return () => {
    process.off("uncaughtException", onException);
    process.off("unhandledRejection", onRejection);
  };
}
