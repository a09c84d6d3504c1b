import { runInBackground } from "../../platform/background-job.ts";
import type { Module } from "../../platform/fastify.ts";
import { systemResolver } from "../../platform/webhooks/safe-address.ts";
import { deliverDueWebhooks } from "../../platform/webhooks/worker.ts";

/** How often an idle worker looks for due deliveries; a busy one goes on until nothing is due. */
const POLL_MS = 500;

/**
 * The webhook worker, in every server process: claims (FOR UPDATE SKIP LOCKED and a lease) keep two
 * processes from sending one delivery twice.
 */
export const webhooksJob: Module = (app, { db, clock, mailer, config }) => {
  if (!config.webhookWorker) return;
  const deps = {
    db,
    clock,
    mailer,
    allowLoopback: config.webhookAllowLoopback,
    resolve: systemResolver,
    timeoutMs: 5000,
    publicUrl: config.publicUrl,
    onError: (error: unknown) => app.log.error({ err: error }, "Webhooks : envoi interrompu"),
  };
  runInBackground(app, POLL_MS, async () => {
    try {
      await deliverDueWebhooks(deps);
    } catch (error) {
      deps.onError(error);
    }
  });
};
