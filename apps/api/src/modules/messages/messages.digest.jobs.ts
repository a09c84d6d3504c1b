import { runInBackground } from "../../platform/background-job.ts";
import type { Module } from "../../platform/fastify.ts";
import { sendMessageDigests } from "./messages.digest.service.ts";

/** How often the server looks for people owed a digest; the period itself is MESSAGE_DIGEST_HOURS. */
const RUN_EVERY_MS = 5 * 60 * 1000;

/**
 * Sends the unread-messages digests in the background of every server process when MESSAGE_DIGEST_HOURS is
 * set (the claim in the database keeps processes from mailing one person twice), by runInBackground.
 */
export const messageDigestJob: Module = (app, { db, mailer, clock, config }) => {
  if (config.messageDigestHours <= 0) return;
  const settings = { hours: config.messageDigestHours, publicUrl: config.publicUrl };
  const deps = {
    db,
    mailer,
    clock,
    onError: (error: unknown, userId: string) =>
      app.log.error({ err: error, userId }, "Récapitulatif des messages non lus non envoyé"),
  };
  runInBackground(app, RUN_EVERY_MS, async () => {
    try {
      const sent = await sendMessageDigests(deps, settings);
      if (sent > 0) app.log.info({ sent }, "Récapitulatifs des messages non lus envoyés");
    } catch (error) {
      app.log.error({ err: error }, "Récapitulatifs des messages non lus interrompus");
    }
  });
};
