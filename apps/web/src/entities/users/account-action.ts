import type { Role } from "@campus/contracts/roles";
import type { ComponentType } from "react";

/**
 * A button acting on a staff account that one feature shows and another draws (the privacy feature's
 * « Effacer les données personnelles » on a teacher's or an administrator's profile), given by app/.
 */
export type AccountAction = ComponentType<{ account: { id: string; roles: readonly Role[] } }>;
