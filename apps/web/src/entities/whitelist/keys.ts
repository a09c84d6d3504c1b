/** Every whitelist query starts with this key: a student created or changed refreshes it. */
export const WHITELIST_KEY = ["whitelist"] as const;
