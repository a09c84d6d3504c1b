// What the other features may use of the attendance: the roll call's cache key.

export { CheckInSettingsCard } from "./components/check-in-settings-card.tsx";
