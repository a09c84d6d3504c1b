// What the app shell may use of the auth feature: the signed-in user, the session and the branding.
export { useCompanyBranding, useSignInCompanyId } from "./api/branding.ts";
export { signInCompanyId } from "./api/company-branding.ts";
export { useLogout } from "./api/logout.ts";
export { meQueryOptions, useMe } from "./api/me.ts";
export { AuthFrame } from "./components/auth-frame.tsx";
export { landingPath, NEW_PASSWORD_PATH } from "./landing.ts";
export { endSession } from "./session.ts";
