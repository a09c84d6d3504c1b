import { emailSchema, type LoginBody, type Me, SIGN_IN_MIN_PASSWORD } from "@campus/contracts/auth";
import { homeForRoles } from "@campus/contracts/roles";
import { and, eq, isNull, ne, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { authSessions, users } from "../../db/schema/index.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import { verifyPassword } from "../../platform/passwords.ts";
import { hashToken, newToken } from "../../platform/tokens.ts";
import { getCompanyBranding } from "../companies/companies.service.ts";
import { isStudentAccountWhitelisted } from "../students/students.service.ts";
import { toUserProfile } from "../users/user-profile.ts";

export interface LoginDeps {
  db: Db;
  limiter: LoginLimiter;
  sessionMs: number;
}

/** Checks the credentials in the specification's order and opens a session. */
export async function login(
  deps: LoginDeps,
  body: LoginBody,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; user: Me }> {
  const email = body.email.toLowerCase();
  const limitKeys = { strict: [`email:${email}`, `pair:${email} ${client.ip}`], address: client.ip };
  const { user, company } = await deps.limiter.attempt(limitKeys, () =>
    checkCredentials(deps.db, email, body.password),
  );

  const token = newToken();
  await deps.db.insert(authSessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + deps.sessionMs),
    ip: client.ip,
    userAgent: client.userAgent?.slice(0, 300),
  });
  return { token, user: { ...toUserProfile(user), company, home: homeForRoles(user.roles) } };
}

/** Every refusal of a sign-in that the limiter counts as a failure. */
async function checkCredentials(db: Db, email: string, password: string) {
  if (!emailSchema.safeParse(email).success) throw new AppError("INVALID_EMAIL", { field: "email" });
  if (password.length < SIGN_IN_MIN_PASSWORD) throw new AppError("WEAK_PASSWORD", { field: "password" });

  const [user] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (!user) throw new AppError("USER_NOT_FOUND", { field: "email" });
  if (user.disabled) throw new AppError("USER_DISABLED", { field: "email" });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("WRONG_PASSWORD", { field: "password" });
  }

  const company = await getCompanyBranding(db, user.companyId);
  const isOnlyStudent = user.roles.every((role) => role === "student");
  if (isOnlyStudent && company.features.whitelist) {
    const allowed = await isStudentAccountWhitelisted(db, user.companyId, user.id);
    if (!allowed) throw new AppError("NOT_WHITELISTED", { field: "email" });
  }
  return { user, company };
}

/** Revokes the caller's current session. */
export async function logout(db: Db, ctx: Ctx): Promise<void> {
  await db
    .update(authSessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(authSessions.id, ctx.sessionId), isNull(authSessions.revokedAt)));
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

/** The caller's own profile, always read within the caller's company. */
export async function getMe(db: Db, ctx: Ctx): Promise<Me> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, ctx.userId), eq(users.companyId, ctx.companyId)))
    .limit(1);
  if (!user) throw new AppError("UNAUTHENTICATED");
  const company = await getCompanyBranding(db, user.companyId);
  return { ...toUserProfile(user), company, home: homeForRoles(user.roles) };
}
