import { endpoints, schemasOf } from "./endpoint.ts";
import type { Role } from "./roles.ts";

/** `/dashboard/custom`: the company's super administrators (and the platform operator). */
const COMPANY_SUPER: readonly Role[] = ["superadmin", "superadmincom"];

const sso = schemasOf(() => import("./sso.ts"));

export const SSO_ENDPOINTS = endpoints("authentification unique", {
  getSsoSettings: {
    method: "GET",
    path: "/api/company/sso",
    access: COMPANY_SUPER,
    response: sso("ssoSettingsAnswerSchema"),
  },
  /** Checks the issuer by reading its discovery document before saving. */
  saveSsoSettings: {
    method: "PUT",
    path: "/api/company/sso",
    access: COMPANY_SUPER,
    body: sso("saveSsoSettingsBodySchema"),
    response: sso("ssoSettingsAnswerSchema"),
  },
  removeSsoSettings: {
    method: "DELETE",
    path: "/api/company/sso",
    access: COMPANY_SUPER,
    status: 204,
  },
  /** Whether the sign-in page offers « Se connecter avec … » for this company. */
  getSsoProvider: {
    method: "GET",
    path: "/api/auth/sso/:companyId",
    access: "public",
    params: sso("ssoCompanyParamSchema"),
    response: sso("ssoProviderSchema"),
  },
  startSso: {
    method: "GET",
    path: "/api/auth/sso/:companyId/start",
    access: "public",
    kind: "redirect",
    params: sso("ssoCompanyParamSchema"),
    description: "Redirige vers le fournisseur d'identité (PKCE S256, state et nonce gardés par le serveur).",
  },
  ssoCallback: {
    method: "GET",
    path: "/api/auth/sso/callback",
    access: "public",
    kind: "redirect",
    query: sso("ssoCallbackQuerySchema"),
    description:
      "Retour du fournisseur : redirige vers /loginauto (connexion) ou vers /auth/login avec le motif du refus.",
  },
});
