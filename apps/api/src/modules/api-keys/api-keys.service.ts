import { randomBytes } from "node:crypto";
import { API_KEY_PREFIX, type ApiKeyScope } from "@campus/contracts/api-key-scopes";
import type { ApiKey, ApiKeyList, CreateApiKeyBody, CreatedApiKey } from "@campus/contracts/api-keys";
import { and, desc, eq, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { apiKeys } from "../../db/schema/index.ts";
import { recordAudit } from "../../platform/audit.ts";
import type { Clock } from "../../platform/clock.ts";
import type { Ctx } from "../../platform/context.ts";
import { AppError } from "../../platform/errors.ts";
import { announceAccountChanged } from "../../platform/session-cache.ts";
import { hashToken } from "../../platform/tokens.ts";
import { accountNames } from "../users/index.ts";

type KeyRow = typeof apiKeys.$inferSelect;

/** A new key: `ck_` and 8 characters shown in the list, then 256 random bits (only its SHA-256 is kept). */
function newApiKey(): { secret: string; prefix: string } {
  const prefix = `${API_KEY_PREFIX}${randomBytes(6).toString("base64url")}`;
  return { secret: `${prefix}${randomBytes(32).toString("base64url")}`, prefix };
}

function keyView(row: KeyRow, creator: { id: string; name: string } | null): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiKeyScope[],
    expiresAt: row.expiresAt?.toISOString() ?? null,
    allowedIps: row.allowedIps,
    createdAt: row.createdAt.toISOString(),
    createdBy: creator,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** What the audit log keeps of a key: never its hash. */
const audited = (row: KeyRow) => ({
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes,
  expiresAt: row.expiresAt?.toISOString() ?? null,
  allowedIps: row.allowedIps,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** Keys with who created each (never their secret nor its hash), newest first. */
async function keysWhere(db: Db, where: SQL | undefined): Promise<ApiKey[]> {
  const creators = accountNames(db);
  const rows = await db
    .select({
      key: apiKeys,
      creatorId: creators.id,
      displayName: creators.displayName,
      firstname: creators.firstname,
      lastname: creators.lastname,
    })
    .from(apiKeys)
    .leftJoin(creators, eq(creators.id, apiKeys.createdBy))
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) =>
    keyView(
      row.key,
      row.creatorId
        ? {
            id: row.creatorId,
            name: row.displayName || `${row.firstname ?? ""} ${row.lastname ?? ""}`.trim(),
          }
        : null,
    ),
  );
}

/** One key of the caller's company, or the catalogue's 404. */
async function requireKey(db: Db, ctx: Ctx, id: string): Promise<ApiKey> {
  const [key] = await keysWhere(db, and(eq(apiKeys.id, id), eq(apiKeys.companyId, ctx.companyId)));
  if (!key) throw new AppError("NOT_FOUND");
  return key;
}

/** The company's keys, newest first. */
export async function listApiKeys(db: Db, ctx: Ctx): Promise<ApiKeyList> {
  return { items: await keysWhere(db, eq(apiKeys.companyId, ctx.companyId)) };
}

/** Creates a key of the caller's company; its secret is in this answer only. */
export async function createApiKey(
  deps: { db: Db; clock: Clock },
  ctx: Ctx,
  body: CreateApiKeyBody,
): Promise<CreatedApiKey> {
  const expiresAt = body.expiresAt === null ? null : new Date(body.expiresAt);
  if (expiresAt && expiresAt.getTime() <= deps.clock.now().getTime()) {
    throw new AppError("VALIDATION", { field: "expiresAt", message: "L'expiration doit être dans le futur" });
  }
  const { secret, prefix } = newApiKey();
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        companyId: ctx.companyId,
        name: body.name,
        prefix,
        hash: hashToken(secret),
        scopes: [...new Set(body.scopes)],
        expiresAt,
        allowedIps: body.allowedIps,
        createdBy: ctx.userId,
        createdAt: deps.clock.now(),
      })
      .returning();
    if (!created) throw new Error("api key not inserted");
    await recordAudit(tx, ctx, {
      action: "create",
      entity: "api-key",
      entityId: created.id,
      after: audited(created),
    });
    return created;
  });
  return { key: await requireKey(deps.db, ctx, row.id), secret };
}

/** Revokes a key of the caller's company: refused from the answer on, in every process. */
export async function revokeApiKey(deps: { db: Db; clock: Clock }, ctx: Ctx, id: string): Promise<ApiKey> {
  await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, ctx.companyId)))
      .limit(1);
    if (!before) throw new AppError("NOT_FOUND");
    const [after] = await tx
      .update(apiKeys)
      .set({ revokedAt: deps.clock.now() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
      .returning();
    if (!after) return;
    await recordAudit(tx, ctx, {
      action: "revoke",
      entity: "api-key",
      entityId: id,
      before: audited(before),
      after: audited(after),
    });
    // Every process forgets the key when this commits (the session cache's channel, followed by the keys').
    await announceAccountChanged(tx, [id]);
  });
  return requireKey(deps.db, ctx, id);
}
