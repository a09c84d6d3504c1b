// Its own file: the home reads the key without the list's schemas (and zod).
/** Every slot query starts with this key: a change to a slot invalidates them all. */
export const SLOTS_KEY = ["slots"] as const;
