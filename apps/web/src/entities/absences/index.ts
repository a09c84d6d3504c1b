// The absences as every feature may use them (keys, queries, pickers): import them from here.
export { ABSENCES_KEY } from "./keys.ts";
