import { and, asc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../db/client.ts";
import { countRows } from "../db/count-rows.ts";
import { authSessions, users } from "../db/schema/index.ts";
import type { Clock } from "./clock.ts";
import type { Ctx } from "./context.ts";
import type { EventBus } from "./events/event-bus.ts";
import { SESSION_REVOKED } from "./events/session-revoked.ts";
import { hashToken, newToken } from "./tokens.ts";

// Sign-in sessions: the only code that reads or writes the auth_sessions table.

/** A session's caller, and whether they must still replace a password an administrator set. */
export type Caller = Ctx & { mustChangePassword: boolean };

/** The caller behind a bearer token, or null when the token is unknown, expired, revoked or its user disabled. */
export async function resolveCaller(db: Db, clock: Clock, token: string): Promise<Caller | null> {
  return (await findSession(db, clock, hashToken(token)))?.caller ?? null;
}

/** The open session of a token hash: its caller and when it expires (epoch ms). */
export function findSession(
  db: Db,
  clock: Clock,
  tokenHash: string,
): Promise<{ caller: Caller; expiresAt: number } | null> {
  return openSessionWhere(db, clock, eq(authSessions.tokenHash, tokenHash));
}

/**
 * The person a signed link names, acting without a session: null when the account is gone, disabled, or
 * must first replace a password an administrator set (the link dies with them at once).
 */
export async function callerOfAccount(db: Db, userId: string): Promise<Ctx | null> {
  const [row] = await db
    .select({
      userId: users.id,
      companyId: users.companyId,
      instance: users.instance,
      roles: users.roles,
      disabled: users.disabled,
      mustChangePassword: users.mustChangePassword,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || row.disabled || row.mustChangePassword) return null;
  return {
    userId: row.userId,
    companyId: row.companyId,
    instance: row.instance,
    roles: row.roles,
    sessionId: "",
  };
}

async function openSessionWhere(
  db: Db,
  clock: Clock,
  where: SQL,
): Promise<{ caller: Caller; expiresAt: number } | null> {
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
      mustChangePassword: users.mustChangePassword,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(where)
    .limit(1);
  if (!row || row.revokedAt || row.disabled || row.expiresAt.getTime() <= clock.now().getTime()) return null;
  const caller = {
    userId: row.userId,
    companyId: row.companyId,
    instance: row.instance,
    roles: row.roles,
    sessionId: row.sessionId,
    mustChangePassword: row.mustChangePassword,
  };
  return { caller, expiresAt: row.expiresAt.getTime() };
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

/** Tells every server process to end the live streams of these sessions, when the revocation commits. */
async function announceRevoked(
  tx: Executor,
  bus: EventBus,
  user: { userId: string; companyId: string },
  sessionIds: string[],
): Promise<void> {
  if (sessionIds.length === 0) return;
  await bus.publish(tx, {
    companyId: user.companyId,
    userIds: [user.userId],
    type: SESSION_REVOKED,
    data: { sessionIds },
  });
}

/** Revokes the caller's session (logout). */
export async function revokeSession(
  deps: { db: Db; clock: Clock; bus: EventBus },
  ctx: Pick<Ctx, "sessionId" | "userId" | "companyId">,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const revoked = await tx
      .update(authSessions)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(authSessions.id, ctx.sessionId), isNull(authSessions.revokedAt)))
      .returning({ id: authSessions.id });
    await announceRevoked(
      tx,
      deps.bus,
      ctx,
      revoked.map((session) => session.id),
    );
  });
}

/** Ends every open session of a user (disabled, password reset or changed), but `keepSessionId`. */
export async function revokeUserSessions(
  tx: Executor,
  deps: { bus: EventBus; clock: Clock },
  user: { userId: string; companyId: string },
  keepSessionId?: string,
): Promise<void> {
  const revoked = await tx
    .update(authSessions)
    .set({ revokedAt: deps.clock.now() })
    .where(
      and(
        eq(authSessions.userId, user.userId),
        isNull(authSessions.revokedAt),
        keepSessionId ? ne(authSessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: authSessions.id });
  await announceRevoked(
    tx,
    deps.bus,
    user,
    revoked.map((session) => session.id),
  );
}

/**
 * Which of these sessions are still open: not revoked, not expired, their user neither disabled nor
 * deleted (one query for all the live streams of a process).
 */
export async function openSessionIds(db: Db, clock: Clock, sessionIds: string[]): Promise<Set<string>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: authSessions.id })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        inArray(authSessions.id, sessionIds),
        isNull(authSessions.revokedAt),
        eq(users.disabled, false),
        gt(authSessions.expiresAt, clock.now()),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** One sign-in of a person (their copy of their data): when, from where, until when. */
export function signInHistoryPage(db: Executor, userId: string, offset: number, limit: number) {
  return db
    .select({
      signedInAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
      endedAt: authSessions.revokedAt,
      ip: authSessions.ip,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt), asc(authSessions.id))
    .limit(limit)
    .offset(offset);
}

/** How many sign-ins a person's history holds. */
export async function countSignIns(db: Executor, userId: string): Promise<number> {
  return countRows(db, authSessions, eq(authSessions.userId, userId));
}

/** Deletes every session of an erased person: their sign-in history goes with their account. */
export async function deleteUserSessions(tx: Executor, userId: string): Promise<void> {
  await tx.delete(authSessions).where(eq(authSessions.userId, userId));
}

/** The sessions of the company's people that ended (expired or revoked) before `cutoff`. */
const endedBefore = (companyId: string, cutoff: Date) =>
  and(
    lt(sql`coalesce(${authSessions.revokedAt}, ${authSessions.expiresAt})`, cutoff),
    inArray(
      authSessions.userId,
      sql`(select ${users.id} from ${users} where ${users.companyId} = ${companyId})`,
    ),
  );

/** How many ended sessions of the company are older than the retention of the sign-in history. */
export async function countSessionsEndedBefore(
  db: Executor,
  companyId: string,
  cutoff: Date,
): Promise<number> {
  return countRows(db, authSessions, endedBefore(companyId, cutoff));
}

/** Deletes the company's sessions that ended before `cutoff` (the retention of the sign-in history). */
export async function deleteSessionsEndedBefore(
  db: Executor,
  companyId: string,
  cutoff: Date,
): Promise<number> {
  const rows = await db
    .delete(authSessions)
    .where(endedBefore(companyId, cutoff))
    .returning({ id: authSessions.id });
  return rows.length;
}

/** SQL: how many sessions (open or ended) the account of `userId` has, as a scalar subquery. */
export function sessionCountSql(userId: string): SQL {
  return sql`(select count(*) from ${authSessions} where ${authSessions.userId} = ${userId})`;
}
