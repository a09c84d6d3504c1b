import { CHECK_IN_ENDPOINTS } from "@campus/contracts/check-in.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { LoginLimiter } from "../../platform/login-limiter.ts";
import { routesOf } from "../../platform/routes.ts";
import { scheduleAbsenceAlerts } from "../absence-alerts/index.ts";
import { CheckInSettingsCache } from "./attendance.check-in-settings.cache.ts";
import { getCheckInSettings, updateCheckInSettings } from "./attendance.check-in-settings.service.ts";
import { getCheckInDisplay, signAsTeacher } from "./attendance.check-in-sheet.service.ts";
import { checkIn, signOnSite, signRemotely } from "./attendance.check-in-signature.service.ts";
import { verifyCheckInCode } from "./attendance.check-in-verify.service.ts";
import type { CheckInDeps } from "./attendance.check-in-window.queries.ts";

/** Wrong codes a student may give per slot and minute before being refused. */
const CODE_ATTEMPTS_PER_MINUTE = 5;

export const checkInRoutes: Module = async (app, { db, clock, bus }) => {
  const route = await routesOf(app, CHECK_IN_ENDPOINTS);
  const attempts = new LoginLimiter(db, {
    maxPerMinute: CODE_ATTEMPTS_PER_MINUTE,
    maxPerAddress: Number.POSITIVE_INFINITY,
    now: () => clock.now().getTime(),
  });
  const settings = new CheckInSettingsCache(db, clock);
  const deps: CheckInDeps = { db, clock, bus, attempts, settings };
  // A signature may bring a student back under an absence threshold: checked once committed.
  const alerts = { db, clock, log: app.log };

  route.getCheckInDisplay((request) => getCheckInDisplay(deps, requireCtx(request), request.params.id));
  route.verifyCheckInCode((request) => verifyCheckInCode(deps, requireCtx(request), request.body));
  route.checkIn((request) => checkIn(deps, requireCtx(request), request.body));
  route.signOnSite(async (request) => {
    const ctx = requireCtx(request);
    const result = await signOnSite(deps, ctx, request.params.id, request.body);
    scheduleAbsenceAlerts(alerts, ctx.companyId, [request.body.studentId]);
    return result;
  });
  route.signRemotely((request) => signRemotely(deps, requireCtx(request), request.params.id, request.body));
  route.signAsTeacher((request) => signAsTeacher(deps, requireCtx(request), request.params.id, request.body));
  route.getCheckInSettings((request) => getCheckInSettings(db, requireCtx(request)));
  route.updateCheckInSettings((request) =>
    updateCheckInSettings(db, requireCtx(request), request.body, settings),
  );
};
