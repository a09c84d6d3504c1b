// Without zod: the administrators' home shows the at-risk rule and checks its access on its first load;
// the summaries' schemas are in dashboard.ts.
import type { Access } from "./access.ts";
import { ADMIN_ROLES } from "./roles.ts";

/** Rows of each summary list, at most. */
export const DASHBOARD_LIST_MAX = 5;
/** Students at risk listed, at most. */
export const AT_RISK_LIST_MAX = 10;

/** A student at risk: at least `minAbsences` unexcused absences over the last `days` days. */
export const AT_RISK_RULE = { minAbsences: 3, days: 30 } as const;
export const AT_RISK_RULE_TEXT = `Au moins ${AT_RISK_RULE.minAbsences} absences non justifiées sur les ${AT_RISK_RULE.days} derniers jours.`;

export const DASHBOARD_API = {
  "GET /api/dashboard/student": ["student"],
  "GET /api/dashboard/teacher": ["teacher"],
  "GET /api/dashboard/admin": ADMIN_ROLES,
} as const satisfies Record<string, Access>;
