import type { Role } from "@campus/contracts/roles";

/** The caller, as every service receives it first. */
export interface Ctx {
  userId: string;
  companyId: string;
  instance: string;
  roles: Role[];
  sessionId: string;
  /**
   * Set when the caller is an API key (`Authorization: Bearer ck_…`): `userId` is then the super
   * administrator who created it, `roles` the key's (API_KEY_ROLES), `sessionId` empty.
   */
  apiKey?: { id: string; name: string };
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the authentication hook on every non-public route. */
    ctx: Ctx | null;
  }
  interface FastifyContextConfig {
    /**
     * The route's writes never change anyone's access (a heartbeat…): the caller's cached session
     * is kept after it (see permissions.ts), instead of being dropped as after any other write.
     */
    keepsSessions?: boolean;
  }
}

/** The caller of a route that is not public (the permission hook guarantees it). */
export function requireCtx(request: { ctx: Ctx | null }): Ctx {
  if (!request.ctx) throw new Error("ctx missing on a protected route");
  return request.ctx;
}
