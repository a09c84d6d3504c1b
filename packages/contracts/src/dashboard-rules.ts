// Without zod: the summaries' sizes; their schemas are in dashboard.ts, their endpoints in
// dashboard.endpoints.ts.

/** Rows of each summary list, at most. */
export const DASHBOARD_LIST_MAX = 5;
/** Students at risk listed, at most. */
export const AT_RISK_LIST_MAX = 10;
