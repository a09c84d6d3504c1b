import { endpoints, schemasOf } from "./endpoint.ts";
import type { Role } from "./roles.ts";

/** The company's super administrators only: the platform operator never manages a company's keys. */
const COMPANY_SUPER_ONLY: readonly Role[] = ["superadmincom"];

const apiKeys = schemasOf(() => import("./api-keys.ts"));

export const API_KEYS_ENDPOINTS = endpoints("clés d'API", {
  listApiKeys: {
    method: "GET",
    path: "/api/api-keys",
    access: COMPANY_SUPER_ONLY,
    response: apiKeys("apiKeyListSchema"),
  },
  createApiKey: {
    method: "POST",
    path: "/api/api-keys",
    access: COMPANY_SUPER_ONLY,
    status: 201,
    body: apiKeys("createApiKeyBodySchema"),
    response: apiKeys("createdApiKeySchema"),
    description: "Crée une clé d'API ; son secret n'est donné qu'une fois, dans cette réponse.",
  },
  revokeApiKey: {
    method: "POST",
    path: "/api/api-keys/:id/revoke",
    access: COMPANY_SUPER_ONLY,
    params: apiKeys("apiKeyIdParamSchema"),
    response: apiKeys("apiKeySchema"),
    description: "Révoque une clé d'API : elle est refusée dès la réponse, dans chaque processus.",
  },
});
