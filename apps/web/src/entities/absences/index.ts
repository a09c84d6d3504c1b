// The absences as every feature may use them (keys, queries, pickers): import them from here.

export { useAbsenceSummary } from "./absence-summary.ts";
export { type AbsencesFilters, type AbsencesQuery, fetchAbsences, useAbsences } from "./absences.ts";
export { ABSENCES_KEY } from "./keys.ts";
