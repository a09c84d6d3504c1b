import { apiKeyScopeOf } from "@campus/contracts/api-key-routes";
import { API_KEY_AREAS, type ApiKeyArea } from "@campus/contracts/api-key-scopes";
import { apiAccess } from "@campus/contracts/permissions";
import { jsonSchemaTransform } from "fastify-type-provider-zod";

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** The document's two ways in: a sign-in session's token, or a company's API key (`ck_…`). */
export const SECURITY_SCHEMES = {
  bearer: { type: "http", scheme: "bearer", description: "Jeton de session (connexion)." },
  apiKey: {
    type: "http",
    scheme: "bearer",
    bearerFormat: "ck_…",
    description:
      "Clé d'API de l'entreprise (page « Intégrations ») : `Authorization: Bearer ck_…`. Chaque opération " +
      "ouverte aux clés indique le droit qu'elle demande (`x-api-key-scope`) ; les autres refusent une clé (403).",
  },
} as const;

const SCOPE_WORDS = { read: "lecture", write: "lecture et écriture" } as const;

/**
 * zod's schemas as JSON Schema, and each operation's ways in: a session only, or a session or a key
 * with the scope it needs (derived from the same table the permission hook reads).
 */
export function openapiTransform(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const output = jsonSchemaTransform(input);
  const methods = [input.route.method].flat().map((method) => String(method).toUpperCase());
  const method = methods.find((name) => name !== "HEAD") ?? "GET";
  const scope = apiKeyScopeOf(method, input.url);
  const schema = output.schema as Record<string, unknown>;
  if (apiAccess(method, input.url) === "public") return { ...output, schema: { ...schema, security: [] } };
  if (!scope) return { ...output, schema: { ...schema, security: [{ bearer: [] }] } };
  const [area, level] = scope.split(":") as [ApiKeyArea, "read" | "write"];
  const note = `Clé d'API : droit \`${scope}\` (${API_KEY_AREAS[area]}, ${SCOPE_WORDS[level]}).`;
  const description = typeof schema.description === "string" ? `${schema.description}\n\n${note}` : note;
  return {
    ...output,
    schema: {
      ...schema,
      description,
      security: [{ bearer: [] }, { apiKey: [] }],
      "x-api-key-scope": scope,
    } as typeof output.schema,
  };
}
