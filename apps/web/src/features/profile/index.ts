// What app/pages composes of the profile: its identity, form and password cards (profile-page.tsx), the
// password form alone (new-password-page.tsx).
export { ChangePasswordCard } from "./components/change-password-card.tsx";
export { ChangePasswordForm } from "./components/change-password-form.tsx";
export { IdentityCard } from "./components/identity-card.tsx";
export { ProfileFormCard } from "./components/profile-form-card.tsx";
