// The dashboard's public piece: the administrators' summary, shown on their home (/dashboard/administrateurs).
export { AdminSummary } from "./components/admin-summary.tsx";
