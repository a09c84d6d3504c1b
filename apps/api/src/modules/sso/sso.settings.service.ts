import type { SaveSsoSettingsBody, SsoSettings, SsoSettingsAnswer } from "@campus/contracts/sso";
import { eq } from "drizzle-orm";
import type { Db, Executor } from "../../db/client.ts";
import { companySso } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { openSecret, sealSecret } from "../../platform/secret-box.ts";
import { discoverProvider, isIssuerAllowed, type ProviderSettings } from "./sso.provider.service.ts";

export interface SsoSettingsDeps {
  db: Db;
  clock: Clock;
  /** The key of the client secrets at rest (`SSO_SECRET_KEY`). */
  secretKey: Buffer;
  /** `SSO_ALLOW_HTTP_LOOPBACK`: a provider on this machine may use plain HTTP. */
  allowHttpLoopback: boolean;
}

type SsoRow = typeof companySso.$inferSelect;

const toSettings = (row: SsoRow): SsoSettings => ({
  issuer: row.issuer,
  clientId: row.clientId,
  hasClientSecret: row.clientSecretSealed !== "",
  displayName: row.displayName,
  emailDomains: row.emailDomains,
  updatedAt: row.updatedAt.toISOString(),
});

/** The company's single sign-on row, or null. */
export async function findCompanySso(db: Executor, companyId: string): Promise<SsoRow | null> {
  const [row] = await db.select().from(companySso).where(eq(companySso.companyId, companyId)).limit(1);
  return row ?? null;
}

/** What the provider needs of a row: its client secret decrypted. */
export function providerSettingsOf(secretKey: Buffer, row: SsoRow): ProviderSettings {
  return {
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: openSecret(secretKey, row.clientSecretSealed),
  };
}

/** The caller's company's single sign-on, without its secret. */
export async function getSsoSettings(db: Db, ctx: Ctx): Promise<SsoSettingsAnswer> {
  const row = await findCompanySso(db, ctx.companyId);
  return { settings: row ? toSettings(row) : null };
}

/**
 * Saves the caller's company's single sign-on once its issuer's discovery document was read; an empty
 * secret keeps the stored one. Audited without the secret.
 */
export async function saveSsoSettings(
  deps: SsoSettingsDeps,
  ctx: Ctx,
  body: SaveSsoSettingsBody,
): Promise<SsoSettingsAnswer> {
  const before = await findCompanySso(deps.db, ctx.companyId);
  const givenSecret = body.clientSecret ?? "";
  if (givenSecret === "" && !before) throw new AppError("SSO_SECRET_REQUIRED", { field: "clientSecret" });
  const clientSecret = givenSecret === "" && before ? openSecretOrEmpty(deps.secretKey, before) : givenSecret;
  if (clientSecret === "") throw new AppError("SSO_SECRET_REQUIRED", { field: "clientSecret" });
  const issuer = body.issuer.replace(/\/+$/, "");
  if (!isIssuerAllowed(issuer, deps.allowHttpLoopback))
    throw new AppError("SSO_ISSUER_NOT_HTTPS", { field: "issuer" });
  try {
    await discoverProvider({ issuer, clientId: body.clientId, clientSecret }, deps.allowHttpLoopback);
  } catch {
    throw new AppError("SSO_ISSUER_UNREACHABLE", { field: "issuer" });
  }
  const values = {
    issuer,
    clientId: body.clientId,
    clientSecretSealed: sealSecret(deps.secretKey, clientSecret),
    displayName: body.displayName,
    emailDomains: [...new Set(body.emailDomains)],
    updatedAt: deps.clock.now(),
  };
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(companySso)
      .values({ companyId: ctx.companyId, ...values })
      .onConflictDoUpdate({ target: companySso.companyId, set: values })
      .returning();
    if (!row) throw new Error("company_sso: nothing saved");
    const { clientSecretSealed: _secret, ...audited } = row;
    await recordAudit(tx, ctx, {
      action: before ? "update-sso" : "create-sso",
      entity: "company",
      entityId: ctx.companyId,
      before: before ? toSettings(before) : null,
      after: { ...audited, secretChanged: givenSecret !== "" },
    });
    return { settings: toSettings(row) };
  });
}

/** A secret sealed under another key (the key was changed) reads as none: it must be entered again. */
function openSecretOrEmpty(secretKey: Buffer, row: SsoRow): string {
  try {
    return openSecret(secretKey, row.clientSecretSealed);
  } catch {
    return "";
  }
}

/** Ends the caller's company's single sign-on (its sign-ins in progress with it). */
export async function removeSsoSettings(deps: Pick<SsoSettingsDeps, "db">, ctx: Ctx): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.delete(companySso).where(eq(companySso.companyId, ctx.companyId)).returning();
    if (!row) return;
    await recordAudit(tx, ctx, {
      action: "delete-sso",
      entity: "company",
      entityId: ctx.companyId,
      before: toSettings(row),
    });
  });
}
