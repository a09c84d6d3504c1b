// What app/pages/profile-page.tsx composes of the profile: its identity, form and password cards.
export { ChangePasswordCard } from "./components/change-password-card.tsx";
export { IdentityCard } from "./components/identity-card.tsx";
export { ProfileFormCard } from "./components/profile-form-card.tsx";
