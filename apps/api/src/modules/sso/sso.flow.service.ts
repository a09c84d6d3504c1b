import type { SsoRefusal } from "@campus/contracts/sso-refusals";
import { and, eq, gt, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { ssoLogins } from "../../db/schema/index.ts";
import type { Clock } from "../../platform/clock.ts";
import { AppError } from "../../platform/errors.ts";
import type { LoginLimiter } from "../../platform/login-limiter.ts";
import { hashToken } from "../../platform/tokens.ts";
import { issueLinkToken } from "../accounts/index.ts";
import { checkMaySignIn } from "../auth/index.ts";
import { findAccountByEmail } from "../users/index.ts";
import { authorizationUrl, exchangeCode, newChecks, providerOf } from "./sso.provider.service.ts";
import { findCompanySso, providerSettingsOf } from "./sso.settings.service.ts";

export interface SsoFlowDeps {
  db: Db;
  clock: Clock;
  limiter: LoginLimiter;
  secretKey: Buffer;
  allowHttpLoopback: boolean;
  /** The web app's address (`PUBLIC_URL`): the callback is `${publicUrl}/api/auth/sso/callback`. */
  publicUrl: string;
}

/** A sign-in started at the provider must come back within this time, once. */
const PENDING_MINUTES = 10;
/** Sign-ins started per client and minute: each keeps a row for ten minutes. */
const STARTS_PER_MINUTE = 30;
/** The one-time sign-in link the callback hands to `/loginauto` (spent at once by the page). */
const HANDOFF_MINUTES = 2;

export const callbackUrl = (publicUrl: string) => `${publicUrl}/api/auth/sso/callback`;

/**
 * Where a refused sign-in lands: the sign-in page (the company's, when known) with the reason. The
 * landings are paths of the server that answers: only the provider's return address needs PUBLIC_URL.
 */
function refusedAt(reason: SsoRefusal, companyId?: string): string {
  const query = new URLSearchParams({ ...(companyId ? { entreprise: companyId } : {}), sso: reason });
  return `/auth/login?${query.toString()}`;
}

/** The company's provider, or undefined when it has none or its discovery document cannot be read. */
async function providerOfCompany(deps: SsoFlowDeps, companyId: string) {
  const row = await findCompanySso(deps.db, companyId);
  if (!row) return undefined;
  try {
    const settings = providerSettingsOf(deps.secretKey, row);
    const version = `${row.updatedAt.getTime()}`;
    const options = { now: deps.clock.now().getTime(), allowHttpLoopback: deps.allowHttpLoopback };
    return { row, configuration: await providerOf(companyId, version, settings, options) };
  } catch {
    return undefined;
  }
}

/**
 * Starts a sign-in with the company's provider: keeps the PKCE verifier and the nonce under the state's
 * hash (ten minutes, single use) and answers the provider's authorization address; at most 30 a minute
 * from one client.
 */
export async function startSso(
  deps: SsoFlowDeps,
  companyId: string,
  clientIp: string,
): Promise<{ location: string; state?: string }> {
  try {
    await deps.limiter.hit([`sso-start:${clientIp}`], STARTS_PER_MINUTE);
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") {
      return { location: refusedAt("trop", companyId) };
    }
    throw error;
  }
  const provider = await providerOfCompany(deps, companyId);
  if (!provider) return { location: refusedAt("indisponible", companyId) };
  const checks = newChecks();
  const now = deps.clock.now();
  await deps.db.delete(ssoLogins).where(lt(ssoLogins.expiresAt, now));
  await deps.db.insert(ssoLogins).values({
    stateHash: hashToken(checks.state),
    companyId,
    codeVerifier: checks.codeVerifier,
    nonce: checks.nonce,
    expiresAt: new Date(now.getTime() + PENDING_MINUTES * 60_000),
  });
  const location = (await authorizationUrl(provider.configuration, callbackUrl(deps.publicUrl), checks)).href;
  return { location, state: checks.state };
}

/** Spends the sign-in in progress of this state (once), or null when unknown, spent or expired. */
async function spendPending(deps: SsoFlowDeps, state: string) {
  const [row] = await deps.db
    .delete(ssoLogins)
    .where(and(eq(ssoLogins.stateHash, hashToken(state)), gt(ssoLogins.expiresAt, deps.clock.now())))
    .returning();
  return row ?? null;
}

/**
 * The provider's answer: checks the state (single use), the code with its PKCE verifier, the ID token
 * and its nonce; takes the e-mail only when the provider verified it and it is of the company's domains;
 * links it to the company's existing enabled account of that e-mail (never creates one, never another
 * company's). The state must be the one the start gave this browser (`browserState`, its cookie): a
 * callback address sent by someone else never signs the browser in as them. Answers where the browser
 * goes: `/loginauto` with a one-time link that opens a normal session, or the sign-in page with the refusal.
 */
export async function finishSso(
  deps: SsoFlowDeps,
  requestUrl: string,
  browserState: string | undefined,
): Promise<string> {
  const query = new URL(requestUrl, "http://callback").searchParams;
  const state = query.get("state");
  if (state && state !== browserState) return refusedAt("navigateur");
  const pending = state ? await spendPending(deps, state) : null;
  if (!state || !pending) return refusedAt("expire");
  const refused = (reason: SsoRefusal) => refusedAt(reason, pending.companyId);
  if (query.has("error")) return refused("fournisseur");

  const provider = await providerOfCompany(deps, pending.companyId);
  if (!provider) return refused("indisponible");
  const current = new URL(callbackUrl(deps.publicUrl));
  current.search = query.toString();
  let identity: Awaited<ReturnType<typeof exchangeCode>>;
  try {
    identity = await exchangeCode(provider.configuration, current, {
      codeVerifier: pending.codeVerifier,
      state,
      nonce: pending.nonce,
    });
  } catch {
    return refused("fournisseur");
  }
  if (!identity.emailVerified || !identity.email) return refused("non-verifie");
  const email = identity.email.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf("@") + 1);
  if (!provider.row.emailDomains.includes(domain)) return refused("domaine");

  const user = await findAccountByEmail(deps.db, email);
  if (!user || user.companyId !== pending.companyId || user.disabled) return refused("inconnu");
  // Refused here in words of its own, rather than by the sign-in link's page.
  const mayNot = await checkMaySignIn(deps.db, user).then(
    () => false,
    (error: unknown) => {
      if (error instanceof AppError && error.code === "NOT_WHITELISTED") return true;
      throw error;
    },
  );
  if (mayNot) return refused("non-autorise");
  const token = await issueLinkToken(deps.db, deps.clock, user.id, "login", HANDOFF_MINUTES);
  const next = new URLSearchParams({ token, entreprise: pending.companyId });
  return `/loginauto?${next.toString()}`;
}
