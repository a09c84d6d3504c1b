import { emailSchema, type LoginBody, type Me, SIGN_IN_MIN_PASSWORD } from "@campus/contracts/auth";
import type { CompanyBranding } from "@campus/contracts/companies";
import { hasStaffRole, homeForRoles } from "@campus/contracts/roles";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import { verifyPassword } from "../../platform/passwords.ts";
import { openSession } from "../../platform/sessions.ts";
import { isStudentAccountWhitelisted } from "../student-cards/index.ts";
import { getCompanyBranding } from "../tenants/index.ts";
import { findAccountByEmail, findCallerAccount, toUserProfile } from "../users/index.ts";

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
  const limitKeys = { strict: [`email:${email}`, `pair:${email} ${client.ip}`], address: client.ip };
  const { user, company } = await deps.limiter.attempt(limitKeys, () =>
    checkCredentials(deps.db, email, body.password),
  );
  return openSignedInSession(deps, user, company, client);
}

type UserRow = Parameters<typeof toUserProfile>[0];

async function openSignedInSession(
  deps: Omit<LoginDeps, "limiter">,
  user: UserRow,
  company: CompanyBranding,
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; user: Me }> {
  const token = await openSession(deps.db, deps.clock, {
    userId: user.id,
    lifetimeMs: deps.sessionMs,
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return { token, user: toMe(user, company) };
}

/**
 * Opens a session for an account whose owner proved who they are another way (a verification code,
 * a sign-in link): the same refusals as a sign-in, but the password's.
 */
export async function signInProvenAccount(
  deps: Omit<LoginDeps, "limiter">,
  user: UserRow & { disabled: boolean; emailVerified: boolean },
  client: { ip: string; userAgent: string | undefined },
): Promise<{ token: string; user: Me }> {
  if (user.disabled) throw new AppError("USER_DISABLED", { field: "email" });
  const company = await checkMaySignIn(deps.db, user);
  return openSignedInSession(deps, user, company, client);
}

/** The signed-in user's own view: their profile, their own preferences, their company's branding and home. */
function toMe(user: UserRow, company: CompanyBranding): Me {
  return { ...toOwnView(user), company };
}

function toOwnView(user: UserRow): Omit<Me, "company"> {
  return {
    ...toUserProfile(user),
    messageDigest: user.messageDigest,
    home: homeForRoles(user.roles),
    mustChangePassword: user.mustChangePassword,
  };
}

/** Every refusal of a sign-in that the limiter counts as a failure. */
async function checkCredentials(db: Db, email: string, password: string) {
  if (!emailSchema.safeParse(email).success) throw new AppError("INVALID_EMAIL", { field: "email" });
  if (password.length < SIGN_IN_MIN_PASSWORD) throw new AppError("WEAK_PASSWORD", { field: "password" });

  const user = await findAccountByEmail(db, email);
  if (!user) throw new AppError("USER_NOT_FOUND", { field: "email" });
  if (user.disabled) throw new AppError("USER_DISABLED", { field: "email" });
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("WRONG_PASSWORD", { field: "password" });
  }

  if (!user.emailVerified) throw new AppError("EMAIL_NOT_VERIFIED", { field: "email" });
  return { user, company: await checkMaySignIn(db, user) };
}

/** The company's whitelist rule for a student; answers the company's branding. */
export async function checkMaySignIn(db: Db, user: UserRow): Promise<CompanyBranding> {
  const company = await getCompanyBranding(db, user.companyId);
  // Anyone but staff, an account without roles included (fails closed).
  if (!hasStaffRole(user.roles) && company.features.whitelist) {
    const allowed = await isStudentAccountWhitelisted(db, user.companyId, user.id);
    if (!allowed) throw new AppError("NOT_WHITELISTED", { field: "email" });
  }
  return company;
}

/** The caller's own profile, always read within the caller's company. */
export async function getMe(db: Db, ctx: Ctx): Promise<Me> {
  const own = await getOwnView(db, ctx);
  return { ...own, company: await getCompanyBranding(db, own.companyId) };
}

/** The caller's own view but their company's branding, always read within the caller's company. */
export async function getOwnView(db: Db, ctx: Ctx): Promise<Omit<Me, "company">> {
  const user = await findCallerAccount(db, ctx);
  if (!user) throw new AppError("UNAUTHENTICATED");
  return toOwnView(user);
}
