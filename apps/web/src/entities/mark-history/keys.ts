/** Every history query starts with this key: a saved grid, roll call or excuse refreshes them. */
export const MARK_HISTORY_KEY = ["mark-history"] as const;
