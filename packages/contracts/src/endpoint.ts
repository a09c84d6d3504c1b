// The one declaration of each endpoint: method, path, who may call it, and its schemas. The server
// registers its route from it (platform/routes.ts), the permission table is derived from it
// (permissions.ts), and the web calls it by name (lib/api-client.ts `call`). This file is zod-free:
// a declaration names its schemas and loads them with their contract module on first use, so a page
// that calls an endpoint does not ship zod before it needs to read an answer.
import type { z } from "zod";
import type { Access } from "./access.ts";

/** A schema of a contract module, loaded with that module. */
export interface SchemaRef<S extends z.ZodType = z.ZodType> {
  readonly load: () => Promise<S>;
  /** The schema once its module has loaded, else undefined. */
  readonly loaded: () => S | undefined;
}

type SchemaNames<M> = { [K in keyof M]: M[K] extends z.ZodType ? K : never }[keyof M];

/** The schemas of one contract module, by name: `const slots = schemasOf(() => import("./slots.ts"))`. */
export function schemasOf<M>(loadModule: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  let module: M | undefined;
  const load = () =>
    (loading ??= loadModule().then((loaded) => {
      module = loaded;
      return loaded;
    }));
  return <K extends SchemaNames<M>>(name: K): SchemaRef<M[K] & z.ZodType> => ({
    load: () => load().then((loaded) => loaded[name] as M[K] & z.ZodType),
    loaded: () => module?.[name] as (M[K] & z.ZodType) | undefined,
  });
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Endpoint {
  readonly method: HttpMethod;
  /** Fastify's syntax: `/api/slots/:id`. */
  readonly path: string;
  readonly access: Access;
  readonly params?: SchemaRef;
  readonly query?: SchemaRef;
  /** A JSON body; an upload's multipart body is not declared (`kind: "upload"`). */
  readonly body?: SchemaRef;
  /** Request headers the route reads (an event stream's `Last-Event-ID`). */
  readonly headers?: SchemaRef;
  /** The answer's JSON; none for a file, a stream or a 204. */
  readonly response?: SchemaRef;
  /** Answers other than a success or the catalogue's `{ error }` that have a body of their own (a 503). */
  readonly failures?: Readonly<Record<number, SchemaRef>>;
  /**
   * The success status: 200 unless said (201 for a creation, 204 for no answer); a list when the route
   * chooses among them (an upload answering 201, or 200 when it replaced a file).
   */
  readonly status?: 200 | 201 | 204 | readonly (200 | 201)[];
  /**
   * `json` (the default): a JSON body and answer. `upload`: a multipart body (a file). `file`: the answer
   * is a download (bytes, with its Content-Disposition). `stream`: the answer is an event stream.
   * `redirect`: a browser's navigation, answered by a 303 to another address.
   */
  readonly kind?: "json" | "upload" | "file" | "stream" | "redirect";
  /**
   * About the caller themselves (their own slots…): never reachable with an API key, whose caller is a
   * technical identity. Whole areas of such routes are left out in api-key-scopes.ts instead.
   */
  readonly personal?: true;
  /** The OpenAPI description, when the name and schemas do not say enough. */
  readonly description?: string;
  /** The OpenAPI tag, set by `endpoints`. */
  readonly tag?: string;
}

/** An area's endpoints, each with the area's OpenAPI tag. */
export function endpoints<const T extends Record<string, Endpoint>>(
  tag: string,
  table: T,
): { readonly [K in keyof T]: T[K] & { readonly tag: string } } {
  const tagged: Record<string, Endpoint> = {};
  for (const [name, endpoint] of Object.entries(table)) tagged[name] = { ...endpoint, tag };
  return tagged as { readonly [K in keyof T]: T[K] & { readonly tag: string } };
}

/** The endpoint's key in the permission table: "GET /api/slots/:id". */
export function endpointKey(endpoint: Endpoint): `${HttpMethod} ${string}` {
  return `${endpoint.method} ${endpoint.path}`;
}

/** An area's rows of the permission table, derived from its endpoints. */
export function accessTable(table: Readonly<Record<string, Endpoint>>): Record<string, Access> {
  const rows: Record<string, Access> = {};
  for (const endpoint of Object.values(table)) rows[endpointKey(endpoint)] = endpoint.access;
  return rows;
}

/** An endpoint's declared field, or undefined when it declares none. */
export type Declared<E, K extends keyof Endpoint> = K extends keyof E ? E[K] : undefined;

/** What a schema parses to (the server's side of a request, the web's side of an answer). */
export type Parsed<R> = R extends SchemaRef<infer S> ? z.output<S> : undefined;
/** What a schema accepts (the web's side of a request, the server's side of an answer). */
export type Accepted<R> = R extends SchemaRef<infer S> ? z.input<S> : undefined;

type QueryValue = string | number | boolean | undefined | null;

/** The path of an endpoint with its parameters filled in, and its query string. */
export function endpointUrl(
  endpoint: Endpoint,
  params?: Readonly<Record<string, string | number>>,
  query?: Readonly<Record<string, unknown>>,
): string {
  const path = endpoint.path.replace(/:([a-zA-Z]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${endpointKey(endpoint)}: parameter ${name} missing`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}) as [string, QueryValue][]) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
