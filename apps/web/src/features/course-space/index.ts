// The course space's public piece: the dashboard's « Prochaines séances » card and its query.
export { UpcomingSlotsCard, useUpcomingSlots } from "./components/upcoming-slots-card.tsx";
