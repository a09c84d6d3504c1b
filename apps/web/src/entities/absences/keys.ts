// Its own file: the home reads the key without the list's schemas (and zod).
/** Every absence query starts with this key: a new roll call or an excuse refreshes them. */
export const ABSENCES_KEY = ["absences"] as const;
