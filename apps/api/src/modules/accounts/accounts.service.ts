import {
  LOGIN_LINK_MINUTES,
  RESET_LINK_MINUTES,
  type RegisterBody,
  type RegisterOpenBody,
  type RegisterResponse,
  type ResetPasswordWithTokenBody,
  VERIFY_CODE_MAX_TRIES,
  VERIFY_CODE_MINUTES,
  VERIFY_TRIES_PER_DAY,
  type VerifyBody,
  type VerifyResponse,
} from "@campus/contracts/accounts";
import { emailSchema, type Me } from "@campus/contracts/auth";
import type { Db } from "../../db/client.ts";
import { assertMayManage, requireAccount } from "../../platform/access/account-access.ts";
import type { AfterAnswerQueue } from "../../platform/after-answer.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError, notFound } from "../../platform/errors.ts";
import type { EventBus } from "../../platform/events/event-bus.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import type { Mailer } from "../../platform/mailer.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { revokeUserSessions } from "../../platform/sessions.ts";
import { signInProvenAccount } from "../auth/index.ts";
import { findStudentsByEmail, linkStudentAccount } from "../students/index.ts";
import { getCompanyBranding, listInstanceIds } from "../tenants/index.ts";
import {
  assertPasswordPolicy,
  createSelfRegisteredAccount,
  findAccountByEmail,
  findAccountById,
  updateAccountByOwnerProof,
} from "../users/index.ts";
import { isStudentWhitelisted } from "../whitelist-status/index.ts";
import {
  loginLinkMail,
  registrationRefusedMail,
  resetLinkMail,
  verifyCodeMail,
} from "./accounts.mails.documents.ts";
import {
  issueLinkToken,
  issueVerifyCode,
  spendLinkToken,
  spendVerifyCode,
} from "./accounts.tokens.service.ts";

export interface AccountDeps {
  db: Db;
  clock: Clock;
  limiter: LoginLimiter;
  bus: EventBus;
  mailer: Mailer;
  afterAnswer: AfterAnswerQueue;
  /** Sessions' lifetime and the web's public address (links in the e-mails). */
  sessionMs: number;
  publicUrl: string;
}

export interface Client {
  ip: string;
  userAgent: string | undefined;
}

/** E-mails asked a minute for one address (links, resets), and from one client address. */
const MAILS_PER_EMAIL = 3;
const MAILS_PER_CLIENT = 30;
/** Registrations a minute from one client address. */
const REGISTRATIONS_PER_CLIENT = 20;

function normaliseEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  if (!emailSchema.safeParse(lower).success) throw new AppError("INVALID_EMAIL", { field: "email" });
  return lower;
}

async function defaultInstance(db: Db, companyId: string): Promise<string> {
  const ids = await listInstanceIds(db, companyId);
  const instance = ids.find((id) => id === "principal") ?? ids[0];
  if (!instance) throw notFound();
  return instance;
}

async function sendVerifyCode(deps: AccountDeps, user: { id: string; email: string; companyId: string }) {
  const code = await issueVerifyCode(deps.db, deps.clock, user.id, VERIFY_CODE_MINUTES);
  const company = await getCompanyBranding(deps.db, user.companyId);
  await deps.mailer.send(verifyCodeMail(user.email, company.fullName, code, VERIFY_CODE_MINUTES));
}

/**
 * Answers as a registration that goes on (no record, or off the whitelist, must not show on screen) and
 * says by e-mail why it does not. The password is hashed as an account's would be, for the same time.
 */
async function refuseByMail(
  deps: AccountDeps,
  email: string,
  password: string,
  reason: "no-record" | "not-whitelisted",
  companyName?: string,
): Promise<RegisterResponse> {
  await hashPassword(password);
  await deps.mailer.send(registrationRefusedMail(email, reason, companyName));
  return { email, pendingApproval: false };
}

/**
 * A student creates their account with the e-mail of their student record: the record must exist and be
 * free, and, where the company's whitelist is on, be whitelisted. A 6-digit code is then e-mailed; without a
 * record or off the whitelist, the same answer, and a mail that says why (issue 41).
 */
export async function registerStudent(
  deps: AccountDeps,
  body: RegisterBody,
  client: Client,
): Promise<RegisterResponse> {
  const email = normaliseEmail(body.email);
  assertPasswordPolicy(body.password);
  await deps.limiter.hit([`register:${client.ip}`], REGISTRATIONS_PER_CLIENT);
  if (await findAccountByEmail(deps.db, email)) throw new AppError("EMAIL_IN_USE", { field: "email" });

  const records = (await findStudentsByEmail(deps.db, email)).filter(
    (record) => body.companyId === undefined || record.companyId === body.companyId,
  );
  const record = records[0];
  if (!record || records.length > 1) return refuseByMail(deps, email, body.password, "no-record");
  if (record.userId) throw new AppError("EMAIL_IN_USE", { field: "email" });
  const company = await getCompanyBranding(deps.db, record.companyId);
  if (company.features.whitelist && !(await isStudentWhitelisted(deps.db, record.companyId, record))) {
    return refuseByMail(deps, email, body.password, "not-whitelisted", company.fullName);
  }

  const instance = await defaultInstance(deps.db, record.companyId);
  const user = await deps.db.transaction(async (tx) => {
    const row = await createSelfRegisteredAccount(tx, {
      companyId: record.companyId,
      instance,
      email,
      password: body.password,
      firstname: record.firstname,
      lastname: record.lastname,
      roles: ["student"],
      disabled: false,
    });
    if (!(await linkStudentAccount(tx, record.companyId, record.id, row.id))) {
      throw new AppError("EMAIL_IN_USE", { field: "email" });
    }
    return row;
  });
  await sendVerifyCode(deps, user);
  return { email, pendingApproval: false };
}

/**
 * Open registration (a company setting, off by default): anyone asks for a student account, created
 * disabled until an administrator enables it; the e-mail is verified first.
 */
export async function registerOpen(
  deps: AccountDeps,
  body: RegisterOpenBody,
  client: Client,
): Promise<RegisterResponse> {
  const email = normaliseEmail(body.email);
  assertPasswordPolicy(body.password);
  await deps.limiter.hit([`register:${client.ip}`], REGISTRATIONS_PER_CLIENT);
  const company = await getCompanyBranding(deps.db, body.companyId);
  if (!company.openRegistration) throw notFound();
  const user = await createSelfRegisteredAccount(deps.db, {
    companyId: company.id,
    instance: await defaultInstance(deps.db, company.id),
    email,
    password: body.password,
    firstname: body.firstname,
    lastname: body.lastname,
    roles: ["student"],
    disabled: true,
  });
  await sendVerifyCode(deps, user);
  return { email, pendingApproval: true };
}

/** Checks the e-mailed code (single use, 10 minutes, 5 tries); a verified account signs in at once. */
export async function verifyEmail(
  deps: AccountDeps,
  body: VerifyBody,
  client: Client,
): Promise<VerifyResponse> {
  const email = body.email.trim().toLowerCase();
  // Per address too, strictly: one address guessing across many e-mails is refused after a few failures.
  const keys = { strict: [`verify:${email}`, `verify-address:${client.ip}`], address: client.ip };
  const user = await deps.limiter.attempt(keys, async () => {
    const account = await findAccountByEmail(deps.db, email);
    const check =
      account && !account.emailVerified
        ? await spendVerifyCode(deps.db, deps.clock, account.id, body.code, {
            perCode: VERIFY_CODE_MAX_TRIES,
            perDay: VERIFY_TRIES_PER_DAY,
          })
        : null;
    if (check === "locked") throw new AppError("CODE_LOCKED", { field: "code" });
    if (check === "account-locked") throw new AppError("VERIFY_LOCKED", { field: "code" });
    if (!account || check !== "right") throw new AppError("INVALID_CODE", { field: "code" });
    return account;
  });
  await updateAccountByOwnerProof(deps.db, deps.clock, user.id, { emailVerified: true });
  if (user.disabled) return { pendingApproval: true };
  return signInProvenAccount(deps, { ...user, emailVerified: true }, client);
}

/** Sends a new code to an account not yet verified (once answered), at most once a minute; the same answer otherwise. */
export async function resendVerifyCode(deps: AccountDeps, rawEmail: string, client: Client): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  await deps.limiter.hit([`resend:${email}`], 1);
  await deps.limiter.hit([`mail-client:${client.ip}`], MAILS_PER_CLIENT);
  deps.afterAnswer.push("verify-code", async () => {
    const user = await findAccountByEmail(deps.db, email);
    if (user && !user.emailVerified) await sendVerifyCode(deps, user);
  });
}

async function sendLink(
  deps: AccountDeps,
  user: { id: string; email: string; companyId: string },
  purpose: "login" | "reset",
): Promise<void> {
  const minutes = purpose === "login" ? LOGIN_LINK_MINUTES : RESET_LINK_MINUTES;
  const token = await issueLinkToken(deps.db, deps.clock, user.id, purpose, minutes);
  const company = await getCompanyBranding(deps.db, user.companyId);
  const page = purpose === "login" ? "/loginauto" : "/auth/reset-password";
  // `entreprise`: the page wears the school's logo and colours on a device that never signed in.
  const url = `${deps.publicUrl}${page}?token=${encodeURIComponent(token)}&entreprise=${encodeURIComponent(company.id)}`;
  const mail = purpose === "login" ? loginLinkMail : resetLinkMail;
  await deps.mailer.send(mail(user.email, company.fullName, url, minutes));
}

/**
 * Someone asks for a sign-in link or a reset link: e-mailed when the account exists and is enabled, the
 * same answer in the same time either way (the form reveals nobody: the mail goes after the answer),
 * rate-limited per e-mail and per client.
 */
export async function requestLink(
  deps: AccountDeps,
  rawEmail: string,
  purpose: "login" | "reset",
  client: Client,
): Promise<void> {
  const email = rawEmail.trim().toLowerCase();
  await deps.limiter.hit([`${purpose}-link:${email}`], MAILS_PER_EMAIL);
  await deps.limiter.hit([`mail-client:${client.ip}`], MAILS_PER_CLIENT);
  // Looked up and sent once answered: the answer takes the same time for a known and an unknown e-mail.
  deps.afterAnswer.push(`${purpose}-link`, async () => {
    const user = await findAccountByEmail(deps.db, email);
    if (user && !user.disabled) await sendLink(deps, user, purpose);
  });
}

/** An administrator sends a sign-in link to an account of their company (another company's: 404). */
export async function sendLoginLinkToUser(deps: AccountDeps, ctx: Ctx, id: string): Promise<void> {
  const target = await requireAccount(deps.db, ctx, ctx.companyId, id);
  assertMayManage(ctx, target);
  await deps.limiter.hit([`login-link:${target.email.toLowerCase()}`], MAILS_PER_EMAIL);
  await sendLink(deps, target, "login");
}

/** Signs in with an e-mailed link (single use, 15 minutes); the link also proves the e-mail. */
export async function signInWithLink(
  deps: AccountDeps,
  token: string,
  client: Client,
): Promise<{ token: string; user: Me }> {
  const userId = await deps.limiter.attempt({ strict: [], address: client.ip }, async () => {
    const id = await spendLinkToken(deps.db, deps.clock, token, "login");
    if (!id) throw new AppError("INVALID_LINK");
    return id;
  });
  const user = await findAccountById(deps.db, userId);
  if (!user) throw new AppError("INVALID_LINK");
  await updateAccountByOwnerProof(deps.db, deps.clock, user.id, { emailVerified: true });
  return signInProvenAccount(deps, { ...user, emailVerified: true }, client);
}

/** Sets a new password with an e-mailed reset link (single use, 1 hour) and ends all the account's sessions. */
export async function resetPasswordWithLink(
  deps: AccountDeps,
  body: ResetPasswordWithTokenBody,
  client: Client,
): Promise<void> {
  assertPasswordPolicy(body.password);
  const passwordHash = await hashPassword(body.password);
  await deps.limiter.attempt({ strict: [], address: client.ip }, () =>
    deps.db.transaction(async (tx) => {
      const userId = await spendLinkToken(tx, deps.clock, body.token, "reset");
      const user = userId ? await findAccountById(tx, userId) : null;
      if (!user) throw new AppError("INVALID_LINK");
      await updateAccountByOwnerProof(tx, deps.clock, user.id, { emailVerified: true, passwordHash });
      await revokeUserSessions(tx, deps, { userId: user.id, companyId: user.companyId });
    }),
  );
}
