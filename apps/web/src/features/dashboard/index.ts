// The dashboard's cards, composed by the homes in app/pages: the administrators' summary
// (/dashboard/administrateurs) and the teachers' and students' cards with their queries (/dashboard/app).

export { studentDashboardQueryOptions } from "./api/student-dashboard.ts";
export { teacherDashboardQueryOptions } from "./api/teacher-dashboard.ts";
// The absence thresholds' card, on the Personnalisation page as well.
export { AbsenceAlertsSettingsCard } from "./components/absence-alerts-settings-card.tsx";
export { AdminSummary } from "./components/admin-summary.tsx";
export { LatestGradesCard } from "./components/latest-grades-card.tsx";
export { TodaySlotsCard } from "./components/today-slots-card.tsx";
export { UnreadMessagesCard } from "./components/unread-messages-card.tsx";
export { WorkDueCard } from "./components/work-due-card.tsx";
export { WorkToGradeCard } from "./components/work-to-grade-card.tsx";
