import { z } from "zod";

/**
 * An internal bus event, never sent to a browser: these sign-in sessions were revoked (logout,
 * password changed, account disabled), so their live streams end, in whichever process holds them.
 */
export const SESSION_REVOKED = "session.revoked";

export const sessionRevokedSchema = z.object({ sessionIds: z.array(z.uuid()) });
export type SessionRevoked = z.infer<typeof sessionRevokedSchema>;
