// What the other features may use of the user accounts: their cache key.
export { USERS_KEY } from "./api/keys.ts";
