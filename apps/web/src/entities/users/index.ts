// The users as every feature may use them (keys, queries, pickers, the type of an action on an account):
// import them from here.

export type { AccountAction } from "./account-action.ts";
export { USERS_KEY } from "./keys.ts";
