import { emailSchema, type LoginBody, type Me, SIGN_IN_MIN_PASSWORD } from "@campus/contracts/auth";
import { homeForRoles } from "@campus/contracts/roles";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import { verifyPassword } from "../../platform/passwords.ts";
import { openSession } from "../../platform/sessions.ts";
import { getCompanyBranding } from "../companies/companies.service.ts";
import { toUserProfile } from "../users/user-profile.ts";
import { findAccountByEmail, findCallerAccount } from "../users/users.service.ts";
import { isStudentAccountWhitelisted } from "../whitelist/whitelist.service.ts";

export interface LoginDeps {
  db: Db;
  limiter: LoginLimiter;
  clock: Clock;
  sessionMs: number;
}

/** Checks the credentials in the specification's order and opens a session. */
export async function login(
  deps: LoginDeps,
  body: LoginBody,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; user: Me }> {
  const email = body.email.toLowerCase();
  const limitKeys = [`email:${email}`, `ip:${client.ip}`];
  if (deps.limiter.isBlocked(limitKeys)) throw new AppError("TOO_MANY_ATTEMPTS");
  const fail = (error: AppError): never => {
    deps.limiter.recordFailure(limitKeys);
    throw error;
  };

  if (!emailSchema.safeParse(email).success) fail(new AppError("INVALID_EMAIL", { field: "email" }));
  if (body.password.length < SIGN_IN_MIN_PASSWORD) fail(new AppError("WEAK_PASSWORD", { field: "password" }));

  const user = await findAccountByEmail(deps.db, email);
  if (!user) return fail(new AppError("USER_NOT_FOUND", { field: "email" }));
  if (user.disabled) fail(new AppError("USER_DISABLED", { field: "email" }));
  if (!(await verifyPassword(user.passwordHash, body.password))) {
    fail(new AppError("WRONG_PASSWORD", { field: "password" }));
  }

  const company = await getCompanyBranding(deps.db, user.companyId);
  const isOnlyStudent = user.roles.every((role) => role === "student");
  if (isOnlyStudent && company.features.whitelist) {
    const allowed = await isStudentAccountWhitelisted(deps.db, user.companyId, user.id);
    if (!allowed) fail(new AppError("NOT_WHITELISTED", { field: "email" }));
  }

  const token = await openSession(deps.db, deps.clock, {
    userId: user.id,
    lifetimeMs: deps.sessionMs,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { token, user: { ...toUserProfile(user), company, home: homeForRoles(user.roles) } };
}

/** The caller's own profile, always read within the caller's company. */
export async function getMe(db: Db, ctx: Ctx): Promise<Me> {
  const user = await findCallerAccount(db, ctx);
  if (!user) throw new AppError("UNAUTHENTICATED");
  const company = await getCompanyBranding(db, user.companyId);
  return { ...toUserProfile(user), company, home: homeForRoles(user.roles) };
}
