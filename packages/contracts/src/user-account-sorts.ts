// Without zod: the lists of accounts (the administrators' home) check their sort on their first load;
// the query schemas are in user-accounts.ts and administrators.ts.

/** The sorts of a list of accounts: by name, e-mail or creation, each way. */
export const USER_ACCOUNT_SORTS = ["name", "-name", "email", "-email", "createdAt", "-createdAt"] as const;
