/**
 * Inputs for the API fuzz test: a plausible value built from a route's JSON Schema (as the
 * OpenAPI document publishes it), and the hostile values put in its place, one leaf at a time.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  enum?: Json[];
  const?: Json;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: Json;
}

/** A deterministic pseudo-random generator (mulberry32), so that a failure replays. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let counter = 0;
const unique = (prefix: string) => () => `${prefix}${++counter}`;

/** Known good values for fields whose pattern or rule a generic generator would not meet. */
const BY_NAME: Record<string, () => Json> = {
  id: unique("fuzz-"),
  companyId: () => "ata",
  instance: () => "principal",
  studentNumber: unique("FUZZ-"),
  postalCode: () => "75001",
  zipCode: () => "75001",
  primary: () => "#123456",
  secondary: () => "#654321",
  phoneNumber: () => "+33 1 23 45 67 89",
  emailPerso: () => "perso@example.org",
  password: () => "Fuzz2026!x",
  newPassword: () => "Fuzz2026!y",
  logoUrl: () => "https://example.org/logo.png",
  videoLink: () => "https://visio.example.org/salle",
  startsAt: () => "2031-03-03T08:00:00.000Z",
  endsAt: () => "2031-03-03T10:00:00.000Z",
  from: () => "2026-01-01T00:00:00.000Z",
  to: () => "2026-12-31T00:00:00.000Z",
  format: () => "pdf",
  kind: () => "students",
};

/** A value the schema (probably) accepts; `ids` supplies real record ids by field name. */
export function sampleOf(schema: JsonSchema, name: string, ids: (name: string) => string): Json {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) {
    const nonNull = options.find((option) => option.type !== "null") ?? options[0];
    return nonNull ? sampleOf(nonNull, name, ids) : null;
  }
  if (schema.allOf?.[0]) return sampleOf(schema.allOf[0], name, ids);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.[0] !== undefined) return schema.enum[0];
  const known = BY_NAME[name];
  if (known && schema.type !== "array") return known();
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const value: Record<string, Json> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sampleOf(property, key, ids);
      }
      return value;
    }
    case "array":
      return schema.items ? [sampleOf(schema.items, name.replace(/s$/, ""), ids)] : [];
    case "integer":
    case "number":
      return Math.max(1, schema.minimum ?? 0, (schema.exclusiveMinimum ?? 0) + 1);
    case "boolean":
      return false;
    case "string":
      switch (schema.format) {
        case "uuid":
          return ids(name);
        case "date":
          return "2026-03-02";
        case "date-time":
          return "2026-03-02T08:00:00.000Z";
        case "email":
          return `fuzz${++counter}@ata.example`;
        case "uri":
          return "https://example.org/page";
        default:
          return "Texte fuzz".padEnd(schema.minLength ?? 0, "x");
      }
    default:
      return "Texte fuzz";
  }
}

function deepNesting(depth: number): Json {
  let value: Json = "fond";
  for (let level = 0; level < depth; level++) value = { a: value };
  return value;
}

/** Hostile values for one leaf of a JSON body. */
export const HOSTILE_VALUES: readonly { label: string; value: Json }[] = [
  { label: "NUL", value: "a\u0000b" },
  { label: "NUL seul", value: "\u0000" },
  { label: "1 Mo", value: "x".repeat(1_000_000) },
  { label: "année 0 (date)", value: "0000-01-01" },
  { label: "année 0", value: "0000-01-01T00:00:00Z" },
  { label: "année négative", value: "-000001-01-01T00:00:00Z" },
  { label: "année 9999", value: "9999-12-31T23:59:59Z" },
  { label: "année 275760", value: "+275760-09-13T00:00:00Z" },
  { label: "30 février", value: "2026-02-30" },
  { label: "mois 13", value: "2026-13-01T00:00:00Z" },
  { label: "unicode", value: "🙂\u202eمرحبا\u0301\ufeff" },
  { label: "surrogate seul", value: "\ud800" },
  { label: "SQL", value: "' OR 1=1 --%_\\" },
  { label: "1e308", value: 1e308 },
  { label: "-1e308", value: -1e308 },
  { label: "2^53", value: 2 ** 53 },
  { label: "2^31", value: 2 ** 31 },
  { label: "-1", value: -1 },
  { label: "1.5", value: 1.5 },
  { label: "vrai", value: true },
  { label: "null", value: null },
  { label: "tableau", value: ["a", 1] },
  { label: "objet", value: { a: 1 } },
  { label: "imbrication", value: deepNesting(1_000) },
];

/** Hostile values for one query-string parameter. */
export const HOSTILE_QUERY_VALUES: readonly { label: string; value: string | string[] }[] = [
  { label: "NUL", value: "a\u0000b" },
  { label: "année 0", value: "0000-01-01T00:00:00Z" },
  { label: "année 0 (date)", value: "0000-01-01" },
  { label: "année 9999", value: "9999-12-31T23:59:59Z" },
  { label: "année 275760", value: "+275760-09-13T00:00:00Z" },
  { label: "30 février", value: "2026-02-30T00:00:00Z" },
  { label: "1e400", value: "1e400" },
  { label: "grand entier", value: "99999999999999999999" },
  { label: "-1", value: "-1" },
  { label: "NaN", value: "NaN" },
  { label: "vide", value: "" },
  { label: "100 ko", value: "x".repeat(100_000) },
  { label: "unicode", value: "🙂\u202eمرحبا\ud800" },
  { label: "SQL", value: "' OR 1=1 --%_\\" },
  { label: "répété", value: ["a", "b"] },
  { label: "uuid", value: "00000000-0000-0000-0000-000000000000" },
];

/** Whole bodies sent as JSON: malformed, hostile or empty. `raw` is sent as is. */
export const HOSTILE_BODIES: readonly { label: string; raw: string; parseError: boolean }[] = [
  { label: "corps vide", raw: "", parseError: true },
  { label: "JSON tronqué", raw: '{"a":', parseError: true },
  { label: "__proto__", raw: '{"__proto__":{"isAdmin":true}}', parseError: true },
  { label: "constructor.prototype", raw: '{"constructor":{"prototype":{"x":1}}}', parseError: true },
  { label: "null", raw: "null", parseError: false },
  { label: "tableau", raw: "[]", parseError: false },
  { label: "chaîne", raw: '"texte"', parseError: false },
  { label: "nombre", raw: "1e999", parseError: false },
  { label: "imbrication", raw: `${'{"a":'.repeat(5_000)}1${"}".repeat(5_000)}`, parseError: false },
  { label: "3 Mo", raw: JSON.stringify({ a: "x".repeat(3_000_000) }), parseError: true },
];

/** Paths of the leaves of a value (object keys and array indexes), the value itself excluded. */
export function leafPaths(value: Json, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => [[...prefix, index], ...leafPaths(item, [...prefix, index])]);
  }
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...leafPaths(item, [...prefix, key]),
    ]);
  }
  return [];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function replaceAt(value: Json, path: (string | number)[], replacement: Json): Json {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  if (value !== null && typeof value === "object") {
    return { ...value, [head]: replaceAt(value[head] ?? null, rest, replacement) };
  }
  return value;
}
