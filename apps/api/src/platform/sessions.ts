import { and, eq, isNull, ne } from "drizzle-orm";
import type { Db, Executor } from "../db/client.ts";
import { authSessions, users } from "../db/schema/index.ts";
import type { Clock } from "./clock.ts";
import type { Ctx } from "./context.ts";
import { hashToken, newToken } from "./tokens.ts";

// Sign-in sessions: the only code that reads or writes the auth_sessions table.

/** The caller behind a bearer token, or null when the token is unknown, expired, revoked or its user disabled. */
export async function resolveCaller(db: Db, clock: Clock, token: string): Promise<Ctx | null> {
  const [row] = await db
    .select({
      sessionId: authSessions.id,
      expiresAt: authSessions.expiresAt,
      revokedAt: authSessions.revokedAt,
      userId: users.id,
      companyId: users.companyId,
      instance: users.instance,
      roles: users.roles,
      disabled: users.disabled,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.revokedAt || row.disabled || row.expiresAt.getTime() <= clock.now().getTime()) return null;
  return {
    userId: row.userId,
    companyId: row.companyId,
    instance: row.instance,
    roles: row.roles,
    sessionId: row.sessionId,
  };
}

/** Opens a session for a user and answers its bearer token (only its hash is stored). */
export async function openSession(
  db: Db,
  clock: Clock,
  session: { userId: string; lifetimeMs: number; ip: string; userAgent: string | undefined },
): Promise<string> {
  const token = newToken();
  await db.insert(authSessions).values({
    tokenHash: hashToken(token),
    userId: session.userId,
    expiresAt: new Date(clock.now().getTime() + session.lifetimeMs),
    ip: session.ip,
    userAgent: session.userAgent?.slice(0, 300),
  });
  return token;
}

/** Revokes one session (logout). */
export async function revokeSession(db: Db, clock: Clock, sessionId: string): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

/** Ends every open session of a user (disabled, password reset or changed), but `keepSessionId`. */
export async function revokeUserSessions(
  db: Executor,
  userId: string,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authSessions.userId, userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    );
}
