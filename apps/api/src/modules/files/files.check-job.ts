import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { meta } from "../../db/schema/index.ts";
import { runInBackground } from "../../platform/background-job.ts";
import type { Module } from "../../platform/fastify.ts";
import { checkStoredFiles } from "./files.check.ts";

/** How often each process asks whether the weekly check is due. */
const ASK_EVERY_MS = 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const CLAIM_KEY = "files_check_claimed_at";

/**
 * Claims this week's run of the check for the caller's process: one row of `meta` holds when it was
 * last claimed, and the conditional upsert moves it forward for one caller only (the row lock makes
 * concurrent claims of a cluster's processes wait, then find it taken). True when the run is ours.
 */
export async function claimWeeklyCheck(db: Db, now: Date): Promise<boolean> {
  const due = new Date(now.getTime() - WEEK_MS).toISOString();
  const claimed = await db
    .insert(meta)
    .values({ key: CLAIM_KEY, value: now.toISOString() })
    .onConflictDoUpdate({
      target: meta.key,
      set: { value: now.toISOString() },
      // ISO 8601 in UTC compares as text in time order.
      setWhere: sql`${meta.value} <= ${due}`,
    })
    .returning({ key: meta.key });
  return claimed.length > 0;
}

/**
 * The weekly integrity check of the stored files, one run per cluster (claimWeeklyCheck): it marks
 * the files missing from the store « fichier manquant » and logs what it found; removing orphans is
 * left to `npm run check-files -- --repair` (a database restored from an older backup would make
 * recent files orphans).
 */
export const filesCheckJob: Module = (app, { db, blobs, clock }) => {
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
