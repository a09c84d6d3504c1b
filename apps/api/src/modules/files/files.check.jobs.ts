import type { Db } from "../../db/client.ts";
import { runInBackground } from "../../platform/background-job.ts";
import type { Module } from "../../platform/fastify.ts";
import { claimPeriodicRun } from "../../platform/run-claims.ts";
import { checkStoredFiles } from "./files.check.service.ts";
import { sweepStoredFiles } from "./files.sweep.jobs.ts";

/** How often each process asks whether the weekly check is due. */
const ASK_EVERY_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const CLAIM_KEY = "files_check_claimed_at";
const SWEEP_CLAIM_KEY = "files_sweep_claimed_at";

/**
 * Claims this week's run of the check for the caller's process: one row of `meta` holds when it was
 * last claimed, and the conditional upsert moves it forward for one caller only (the row lock makes
 * concurrent claims of a cluster's processes wait, then find it taken). True when the run is ours.
 */
export function claimWeeklyCheck(db: Db, now: Date): Promise<boolean> {
  return claimPeriodicRun(db, CLAIM_KEY, WEEK_MS, now);
}

/** Claims the day's sweep of what cut uploads left (as claimWeeklyCheck). */
export function claimDailySweep(db: Db, now: Date): Promise<boolean> {
  return claimPeriodicRun(db, SWEEP_CLAIM_KEY, DAY_MS, now);
}

/**
 * The sweep of what cut uploads left (issue 41: at start-up, then daily, one run per cluster:
 * claimDailySweep): partial files older than an hour, orphans older than a day. And the weekly integrity
 * check of the stored files, one run per cluster (claimWeeklyCheck): it marks the files missing from the
 * store « fichier manquant » and logs what it found. A database restored from an older backup makes the
 * files stored since orphans: the README says to restore the files with it.
 */
export const filesCheckJob: Module = (app, { db, blobs, clock }) => {
  const sweep = async (why: string) => {
    try {
      const removed = await sweepStoredFiles({ db, blobs }, clock.now());
      app.log.info(removed, `Fichiers laissés par des envois interrompus supprimés (${why})`);
    } catch (error) {
      app.log.error({ err: error }, "Nettoyage des fichiers interrompu");
    }
  };
  // At start-up (a server that listens: not the tests' injected apps), in the background; and daily.
  let starting: Promise<void> | undefined;
  app.addHook("onListen", async () => {
    starting = sweep("démarrage");
  });
  app.addHook("onClose", async () => {
    await starting;
  });
  runInBackground(app, ASK_EVERY_MS, async () => {
    if (await claimDailySweep(db, clock.now()).catch(() => false)) await sweep("quotidien");
  });
  runInBackground(app, ASK_EVERY_MS, async () => {
    try {
      if (!(await claimWeeklyCheck(db, clock.now()))) return;
      const now = clock.now();
      const report = await checkStoredFiles({ db, blobs }, { mark: true, removeOrphans: false, now });
      app.log.info(
        {
          companies: report.companies.map((company) => ({
            companyId: company.companyId,
            missing: company.missing.length,
            orphans: company.orphans.length,
          })),
          ...report.repaired,
        },
        "Vérification hebdomadaire des fichiers",
      );
    } catch (error) {
      app.log.error({ err: error }, "Vérification hebdomadaire des fichiers interrompue");
    }
  });
};
