// Without zod: the administrators' home shows the at-risk rule on its first load; the summaries'
// schemas are in dashboard.ts, their endpoints in dashboard.endpoints.ts.

/** Rows of each summary list, at most. */
export const DASHBOARD_LIST_MAX = 5;
/** Students at risk listed, at most. */
export const AT_RISK_LIST_MAX = 10;

/** A student at risk: at least `minAbsences` unexcused absences over the last `days` days. */
export const AT_RISK_RULE = { minAbsences: 3, days: 30 } as const;
export const AT_RISK_RULE_TEXT = `Au moins ${AT_RISK_RULE.minAbsences} absences non justifiées sur les ${AT_RISK_RULE.days} derniers jours.`;
