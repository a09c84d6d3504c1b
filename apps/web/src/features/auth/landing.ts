import type { Me } from "@campus/contracts/auth";

/** The page where a user whose password an administrator set chooses their own, before anything else. */
export const NEW_PASSWORD_PATH = "/auth/new-password";

/** Where a signed-in user lands: their role's home, or first the page choosing their own password. */
export function landingPath(me: Me): string {
  return me.mustChangePassword ? NEW_PASSWORD_PATH : me.home;
}
