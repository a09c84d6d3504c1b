// What the personalisation page and the slot sheet (app/pages) compose of the attendance: the check-in
// settings card, the roll call grid, the slot's grades card.

export { AttendanceGrid } from "./components/attendance-grid.tsx";
export { CheckInSettingsCard } from "./components/check-in-settings-card.tsx";
export { SlotGradesCard } from "./components/slot-grades-card.tsx";
