import type { Role } from "./roles.ts";

/** Who may use a route: anyone, any signed-in user, or the listed roles. */
export type Access = "public" | "authenticated" | readonly Role[];
