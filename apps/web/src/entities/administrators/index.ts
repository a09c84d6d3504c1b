// The administrators as every feature may use them (keys, queries, pickers): import them from here.
export { ADMINISTRATORS_KEY } from "./keys.ts";
