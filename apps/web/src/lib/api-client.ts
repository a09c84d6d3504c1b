import {
  type Accepted,
  type Declared,
  type Endpoint,
  endpointUrl,
  type Parsed,
  type SchemaRef,
} from "@campus/contracts/endpoint";
import { checkAfterFirstPage } from "./answer-check.ts";
import { takeEarlyResponse } from "./early-requests.ts";
import { isPageSettled } from "./page-settled.ts";
import { getToken } from "./storage.ts";

const FALLBACK_MESSAGE = "Something went wrong";

export interface ApiErrorDetail {
  field: string;
  message: string;
}

/** An answer of the API that is not a success, read from its `{ error }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly field: string | undefined;
  readonly details: readonly ApiErrorDetail[];

  constructor(init: {
    status: number;
    code: string;
    message: string;
    field?: string;
    details?: readonly ApiErrorDetail[];
  }) {
    super(init.message);
    this.name = "ApiError";
    this.status = init.status;
    this.code = init.code;
    this.field = init.field;
    this.details = init.details ?? [];
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type QueryValue = string | number | boolean | undefined;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions["query"]): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The ApiError of a failed answer, read from its `{ error }` body (also used by lib/download). */
export async function errorFromResponse(response: Response): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy page, an empty body): the generic message below.
  }
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (!error || typeof error.message !== "string") {
    return new ApiError({ status: response.status, code: "INTERNAL", message: FALLBACK_MESSAGE });
  }
  const details = Array.isArray(error.details)
    ? error.details.filter(
        (detail): detail is ApiErrorDetail =>
          isRecord(detail) && typeof detail.field === "string" && typeof detail.message === "string",
      )
    : [];
  return new ApiError({
    status: response.status,
    code: typeof error.code === "string" ? error.code : "INTERNAL",
    message: error.message,
    field: typeof error.field === "string" ? error.field : undefined,
    details,
  });
}

/** What reads an answer: a contract's zod schema, or anything with its `parse`. */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

/**
 * A schema loaded with its first answer (an endpoint's declared `response`, see `schemasOf` in
 * @campus/contracts/endpoint): the pages of the first load (sign-in, the shell) do not ship zod and the
 * contracts for their few requests.
 */
export interface LazySchema<T> {
  readonly loadSchema: () => Promise<AnswerSchema<T>>;
  /** The schema once its module has loaded, else undefined. */
  readonly loadedSchema: () => AnswerSchema<T> | undefined;
}

type SchemaSource<T> = AnswerSchema<T> | LazySchema<T>;

/** An answer without a body (204), or one the caller does not read. */
const noContent: AnswerSchema<void> = { parse: () => undefined };

type AnswerReading<T> = { schema: Promise<AnswerSchema<T>> } | { checkLater: LazySchema<T> };

function answerReading<T>(source: SchemaSource<T>, method: string): AnswerReading<T> {
  if (!("loadSchema" in source)) return { schema: Promise.resolve(source) };
  // The first page's answers do not wait for a schema still to load (see checkAfterFirstPage).
  if (method === "GET" && !source.loadedSchema() && !isPageSettled()) return { checkLater: source };
  // A schema loaded with its answer loads while the request travels, not after it.
  const schema = source.loadSchema();
  schema.catch(() => undefined);
  return { schema };
}

/**
 * Calls the API on the same origin with the session token; resolves with the JSON answer, read
 * through the contract's schema so that a wrong answer fails here rather than deep in a page.
 */
async function request<T>(source: SchemaSource<T>, path: string, options: RequestOptions = {}): Promise<T> {
  const headers = new Headers({ Accept: "application/json" });
  const token = getToken();
  if (token) headers.set("Authorization", `Bearer ${token}`);
  const { body } = options;
  // A FormData body (a file upload) sets its own multipart Content-Type with its boundary.
  const isFormData = body instanceof FormData;
  // Fastify refuses an empty body declared as JSON, so the header goes only with a body.
  if (body !== undefined && !isFormData) headers.set("Content-Type", "application/json");

  const method = options.method ?? "GET";
  const reading = answerReading(source, method);

  let response: Response;
  try {
    const early = method === "GET" && !options.query ? takeEarlyResponse(path, token) : undefined;
    response =
      (await early) ??
      (await fetch(buildUrl(path, options.query), {
        method,
        headers,
        body: body instanceof FormData ? body : body !== undefined ? JSON.stringify(body) : undefined,
        signal: options.signal,
      }));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError({ status: 0, code: "NETWORK", message: FALLBACK_MESSAGE });
  }

  if (!response.ok) throw await errorFromResponse(response);
  const text = response.status === 204 ? "" : await response.text();
  const answer: unknown = text ? JSON.parse(text) : undefined;
  if ("checkLater" in reading) return checkAfterFirstPage(reading.checkLater, answer, path);
  return (await reading.schema).parse(answer);
}

type Params<E> = Declared<E, "params">;
type Body<E> = Declared<E, "body">;
type Answer<E> = Parsed<Declared<E, "response">>;

type Inputs<E extends Endpoint> = { signal?: AbortSignal } & (Params<E> extends SchemaRef
  ? { params: Accepted<Params<E>> }
  : unknown) &
  (Declared<E, "query"> extends SchemaRef ? { query?: Accepted<Declared<E, "query">> } : unknown) &
  (Body<E> extends SchemaRef
    ? { body: Accepted<Body<E>> }
    : Declared<E, "kind"> extends "upload"
      ? { body: FormData }
      : unknown);

/** The inputs an endpoint needs; optional when it needs none. */
type CallArgs<E extends Endpoint> = [Params<E>, Body<E>, Declared<E, "kind">] extends [
  undefined,
  undefined,
  unknown,
]
  ? Declared<E, "kind"> extends "upload"
    ? [inputs: Inputs<E>]
    : [inputs?: Inputs<E>]
  : [inputs: Inputs<E>];

/** An answer read through its declared schema, loaded with its contract module (see LazySchema). */
function answerSource<E extends Endpoint>(endpoint: E): SchemaSource<Answer<E>> {
  const response = endpoint.response;
  if (!response) return noContent as AnswerSchema<Answer<E>>;
  return { loadSchema: response.load, loadedSchema: response.loaded } as LazySchema<Answer<E>>;
}

/**
 * Calls a declared endpoint (`call(SLOTS_ENDPOINTS.getSlot, { params: { id } })`): its path filled in, its
 * body and query typed by its contract, its answer read through its schema.
 */
export function call<E extends Endpoint>(endpoint: E, ...[inputs]: CallArgs<E>): Promise<Answer<E>> {
  const { params, query, body, signal } = (inputs ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
    signal?: AbortSignal;
  };
  return request(answerSource(endpoint), endpointUrl(endpoint, params), {
    method: endpoint.method,
    body,
    query,
    signal,
  });
}
