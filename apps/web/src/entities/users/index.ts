// The users as every feature may use them (keys, queries, pickers): import them from here.
export { USERS_KEY } from "./keys.ts";
