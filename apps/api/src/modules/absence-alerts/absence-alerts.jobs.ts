import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import { evaluateAbsenceAlerts } from "./absence-alerts.evaluate.service.ts";

// The thresholds are checked after the roll call's answer, one check at a time in this process: a
// roll call never waits for them and never fails because of them.

let queue: Promise<void> = Promise.resolve();

/** Checks the thresholds of these students after the write that changed their marks (logged on failure). */
export function scheduleAbsenceAlerts(
  deps: { db: Db; clock: Clock; log: FastifyBaseLogger },
  companyId: string,
  studentIds: string[],
): void {
  if (studentIds.length === 0) return;
  queue = queue.then(() =>
    evaluateAbsenceAlerts(deps.db, deps.clock.now(), companyId, [...new Set(studentIds)]).then(
      () => undefined,
      (error: unknown) => deps.log.error({ err: error, companyId }, "Alertes d'absence non évaluées"),
    ),
  );
}

/** Resolves once every check scheduled so far has run (the server's close, the tests). */
export function absenceAlertsSettled(): Promise<void> {
  return queue;
}
