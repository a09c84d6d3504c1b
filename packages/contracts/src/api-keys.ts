import { z } from "zod";
import { API_KEY_SCOPES, type ApiKeyScope } from "./api-key-scopes.ts";
import { isoDateTimeSchema, requiredTextField, text } from "./common.ts";

const scopeSchema = z.enum(API_KEY_SCOPES as [ApiKeyScope, ...ApiKeyScope[]], {
  error: "Droit inconnu",
});

/** One address or one network (`203.0.113.7`, `203.0.113.0/24`, `2001:db8::/32`). */
const allowedIpSchema = text()
  .trim()
  .pipe(
    z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
      error: "Adresse IP ou réseau (CIDR) invalide",
    }),
  );

export const createApiKeyBodySchema = z.object({
  name: requiredTextField("Le nom", 80),
  scopes: z
    .array(scopeSchema)
    .min(1, "Choisissez au moins un droit")
    .max(API_KEY_SCOPES.length)
    .refine((scopes) => new Set(scopes).size === scopes.length, { error: "Droit en double" }),
  /** Null: the key never expires (until revoked). */
  expiresAt: isoDateTimeSchema.nullable().default(null),
  /** Empty: any address. */
  allowedIps: z.array(allowedIpSchema).max(50, "50 adresses au maximum").default([]),
});
export type CreateApiKeyBody = z.infer<typeof createApiKeyBodySchema>;

export const apiKeySchema = z.object({
  id: text(),
  name: text(),
  /** The visible start of the key (`ck_AbCd1234`), to recognise it. */
  prefix: text(),
  scopes: z.array(scopeSchema),
  expiresAt: text().nullable(),
  allowedIps: z.array(text()),
  createdAt: text(),
  createdBy: z.object({ id: text(), name: text() }).nullable(),
  lastUsedAt: text().nullable(),
  revokedAt: text().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer to a creation: the only time the secret is shown. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: text() });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;

export const apiKeyIdParamSchema = z.object({ id: z.uuid({ error: "Identifiant invalide" }) });
