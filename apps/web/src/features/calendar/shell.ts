// What the signed-in shell uses of the calendar, apart from its barrel (index.ts), so that the layout
// does not share a chunk with the profile's feed card.

export { TimetableAlerts } from "./components/timetable-alerts.tsx";
