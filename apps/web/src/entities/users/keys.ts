// The accounts' cache key in a file of its own: the administrators' list invalidates it without
// taking in the accounts' queries and their schemas.
export const USERS_KEY = ["users"] as const;
