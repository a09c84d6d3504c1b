// The whitelist as every feature may use them (keys, queries, pickers): import them from here.
export { WHITELIST_KEY } from "./keys.ts";
