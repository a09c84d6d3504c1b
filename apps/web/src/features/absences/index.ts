// What the other features may use of the absences: a student's figures and list, with the excuse.

export { AbsenceSummaryCard } from "./components/absence-summary-card.tsx";

export { StudentAbsencesCard } from "./components/student-absences-card.tsx";
