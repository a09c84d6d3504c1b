// The course space's public piece: the dashboard's « Prochaines séances » card.
export { UpcomingSlotsCard } from "./components/upcoming-slots-card.tsx";
