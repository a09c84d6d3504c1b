// What the other features may use of the whitelist: its cache key.
export { WHITELIST_KEY } from "./api/whitelist.ts";
