// Zod-free and import-free: the scopes an API key may hold, their French labels (the web's
// « Intégrations » page). Which route needs which scope is in api-key-routes.ts.

/** The areas an API key may be given, each read-only or read/write; their French labels. */
export const API_KEY_AREAS = {
  students: "Apprenants",
  teachers: "Professeurs",
  courses: "Cours, programmes, sessions et inscriptions",
  slots: "Séances",
  attendance: "Présences",
  grades: "Notes",
} as const;
export type ApiKeyArea = keyof typeof API_KEY_AREAS;
export const API_KEY_AREA_NAMES = Object.keys(API_KEY_AREAS) as ApiKeyArea[];

/** `students:read` reads the area; `students:write` reads and writes it. */
export type ApiKeyScope = `${ApiKeyArea}:${"read" | "write"}`;
export const API_KEY_SCOPES: readonly ApiKeyScope[] = API_KEY_AREA_NAMES.flatMap((area) => [
  `${area}:read` as const,
  `${area}:write` as const,
]);

/** Whether scopes grant `needed`: a write scope of an area also reads it. */
export function grantsScope(scopes: readonly string[], needed: ApiKeyScope): boolean {
  if (scopes.includes(needed)) return true;
  return needed.endsWith(":read") && scopes.includes(needed.replace(/:read$/, ":write"));
}

/** What tells a key from a session token in `Authorization: Bearer …`. */
export const API_KEY_PREFIX = "ck_";
