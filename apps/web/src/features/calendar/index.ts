// What the other parts of the app use of the calendar: the profile's feed card (the header's alerts: shell.ts).

export { CalendarFeedCard } from "./components/calendar-feed-card.tsx";
