// What the other features may use of the absences: a student's figures and list, with the excuse.
export { useAbsenceSummary } from "./api/absence-summary.ts";

export { type AbsencesQuery, fetchAbsences } from "./api/absences.ts";

export { AbsenceSummaryCard } from "./components/absence-summary-card.tsx";

export { StudentAbsencesCard } from "./components/student-absences-card.tsx";
