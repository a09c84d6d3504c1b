// Its own file: the home reads the key without the list's schemas (and zod).
/** Every grade query starts with this key: a change of grades or evaluations invalidates them all. */
export const GRADES_KEY = ["grades"] as const;
