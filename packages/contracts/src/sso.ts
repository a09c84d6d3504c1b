import { z } from "zod";
import { httpUrl, requiredTextField, text } from "./common.ts";

/** A company's single sign-on as its super-administrators see it: the secret is never answered. */
export const ssoSettingsSchema = z.object({
  issuer: text(),
  clientId: text(),
  /** A client secret is stored (encrypted): the form shows « •••• enregistré ». */
  hasClientSecret: z.boolean(),
  displayName: text(),
  emailDomains: z.array(text()),
  updatedAt: text(),
});
export type SsoSettings = z.infer<typeof ssoSettingsSchema>;

/** `GET /api/company/sso`: the settings, or null when the company has no single sign-on. */
export const ssoSettingsAnswerSchema = z.object({ settings: ssoSettingsSchema.nullable() });
export type SsoSettingsAnswer = z.infer<typeof ssoSettingsAnswerSchema>;

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

export const saveSsoSettingsBodySchema = z.object({
  issuer: httpUrl({ protocol: /^https?$/, error: "Adresse du fournisseur attendue : https://…" })
    .trim()
    .max(500, "Adresse du fournisseur : 500 caractères au maximum"),
  clientId: requiredTextField("L'identifiant client", 200),
  /** Left empty, the stored secret is kept (it must exist). */
  clientSecret: text().max(500, "Secret client : 500 caractères au maximum").default(""),
  displayName: requiredTextField("Le nom affiché", 60),
  emailDomains: z
    .array(text().trim().toLowerCase().regex(DOMAIN, "Domaine attendu : ecole.fr (sans @)"))
    .min(1, "Indiquez au moins un domaine d'e-mail")
    .max(20, "20 domaines au maximum"),
});
export type SaveSsoSettingsBody = z.input<typeof saveSsoSettingsBodySchema>;

/** `GET /api/auth/sso/:companyId`: what the sign-in page offers (null: no single sign-on). */
export const ssoProviderSchema = z.object({ displayName: text().nullable() });
export type SsoProvider = z.infer<typeof ssoProviderSchema>;

export const ssoCompanyParamSchema = z.object({ companyId: text().max(64) });

/** What the provider sends back to the callback (any of it may be missing or forged). */
export const ssoCallbackQuerySchema = z.object({
  state: text().max(200).optional(),
  code: text().max(2000).optional(),
  error: text().max(200).optional(),
  error_description: text().max(2000).optional(),
  iss: text().max(500).optional(),
  session_state: text().max(500).optional(),
});
