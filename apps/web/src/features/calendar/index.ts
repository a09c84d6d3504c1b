// What the other parts of the app use of the calendar: the header's alerts and the profile's feed card.

export { CalendarFeedCard } from "./components/calendar-feed-card.tsx";
export { TimetableAlerts } from "./components/timetable-alerts.tsx";
