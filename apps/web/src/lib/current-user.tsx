import type { Me } from "@campus/contracts/auth";
import { createContext, use } from "react";

/** The query key of the signed-in user's profile (`GET /api/auth/me`). */
export const ME_QUERY_KEY = ["auth", "me"] as const;

/** The signed-in user, provided by the guard of the protected routes. */
export const CurrentUserContext = createContext<Me | null>(null);

/** The signed-in user; only for components under the protected routes. */
export function useCurrentUser(): Me {
  const me = use(CurrentUserContext);
  if (!me) throw new Error("useCurrentUser must be used under the protected routes");
  return me;
}
