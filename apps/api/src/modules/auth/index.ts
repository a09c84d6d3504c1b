// What the other modules may use of the auth module: import it from here, never from its files.
export { checkMaySignIn, getMe, signInProvenAccount } from "./auth.service.ts";
