// The dashboard's public piece: the administrators' summary, shown on their home (/dashboard/administrateurs).

// The absence thresholds' card, on the Personnalisation page as well.
export { AbsenceAlertsSettingsCard } from "./components/absence-alerts-settings-card.tsx";
export { AdminSummary } from "./components/admin-summary.tsx";
