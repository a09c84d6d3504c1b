// What the other features may use of the privacy feature: import it from here, never from its files.
export { AccountErasureButton } from "./components/account-erasure-button.tsx";
export { MyDataCard } from "./components/my-data-card.tsx";
export { RetentionCard } from "./components/retention-card.tsx";
export { StudentPrivacyActions } from "./components/student-privacy-actions.tsx";
