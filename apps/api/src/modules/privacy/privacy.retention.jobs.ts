import { runInBackground } from "../../platform/background-job.ts";
import type { Module } from "../../platform/fastify.ts";
import { runDailyRetention } from "./privacy.retention-run.jobs.ts";

/** How often a process looks for companies whose daily retention run is due (the claim makes it daily). */
const ASK_EVERY_MS = 60 * 60 * 1000;

/** The retention job in the background of every server process; each company's day runs in one of them. */
export const retentionJob: Module = (app, { db, blobs, clock, bus }) => {
  runInBackground(app, ASK_EVERY_MS, async () => {
    try {
      const ran = await runDailyRetention({ db, blobs, clock, bus });
      if (ran.length > 0) app.log.info({ companies: ran }, "Durées de conservation appliquées");
    } catch (error) {
      app.log.error({ err: error }, "Durées de conservation non appliquées");
    }
  });
};
