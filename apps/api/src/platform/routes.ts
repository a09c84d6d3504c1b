import {
  type Accepted,
  type Declared,
  type Endpoint,
  endpointKey,
  type Parsed,
  type SchemaRef,
} from "@campus/contracts/endpoint";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from "fastify";

/** The request of an endpoint, typed by its declaration (params, query and body as parsed). */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: Parsed<Declared<E, "params">>;
  Querystring: Parsed<Declared<E, "query">>;
  Body: Parsed<Declared<E, "body">>;
  Headers: Declared<E, "headers"> extends SchemaRef ? Parsed<Declared<E, "headers">> : unknown;
}>;

type Answer<E extends Endpoint> =
  Declared<E, "response"> extends SchemaRef ? Accepted<Declared<E, "response">> : void;

/**
 * A route's handler: returns the declared answer (sent with the declared status), or the reply it sent
 * itself (a file, a stream, a status chosen among several).
 */
export type EndpointHandler<E extends Endpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Answer<E> | FastifyReply | Promise<Answer<E> | FastifyReply>;

/** Fastify's options of a route, but its schema (which comes from the declaration). */
type RouteOptions = Omit<RouteShorthandOptions, "schema">;

/** One function per declared endpoint, registering its route; `within` registers in a child scope. */
export type Routes<T extends Record<string, Endpoint>> = {
  readonly [K in keyof T]: (handler: EndpointHandler<T[K]>, options?: RouteOptions) => void;
} & { within(scope: FastifyInstance): Routes<T> };

interface LoadedSchemas {
  headers?: unknown;
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  response?: Record<number, unknown>;
}

async function loadSchemas(endpoint: Endpoint): Promise<LoadedSchemas> {
  const [headers, params, querystring, body, response] = await Promise.all(
    [endpoint.headers, endpoint.params, endpoint.query, endpoint.body, endpoint.response].map((ref) =>
      ref?.load(),
    ),
  );
  const failures = await Promise.all(
    Object.entries(endpoint.failures ?? {}).map(async ([status, ref]) => [status, await ref.load()] as const),
  );
  const statuses = Array.isArray(endpoint.status) ? endpoint.status : [endpoint.status ?? 200];
  const answers = [...(response ? statuses.map((status) => [status, response] as const) : []), ...failures];
  return {
    ...(headers ? { headers } : {}),
    ...(params ? { params } : {}),
    ...(querystring ? { querystring } : {}),
    ...(body ? { body } : {}),
    ...(answers.length > 0 ? { response: Object.fromEntries(answers) } : {}),
  };
}

/** The handler as Fastify calls it: a single declared status other than 200 is set here. */
function withStatus(endpoint: Endpoint, handler: EndpointHandler<Endpoint>) {
  const status = endpoint.status;
  if (status !== 201 && status !== 204) return handler;
  return async (request: EndpointRequest<Endpoint>, reply: FastifyReply) => {
    const answer = await handler(request, reply);
    if ((answer as unknown) === reply || reply.sent) return reply;
    return status === 204 ? reply.status(204).send() : reply.status(201).send(answer);
  };
}

/**
 * The routes of an area's declared endpoints: `const route = await routesOf(app, SLOTS_ENDPOINTS)`, then
 * `route.listSlots((request) => …)`. Each route gets its path, method, schemas and OpenAPI tag from its
 * declaration; a declared endpoint left without a route stops the server at start.
 */
export async function routesOf<T extends Record<string, Endpoint>>(
  app: FastifyInstance,
  table: T,
): Promise<Routes<T>> {
  const schemas = new Map<string, LoadedSchemas>();
  await Promise.all(
    Object.entries(table).map(async ([name, endpoint]) => schemas.set(name, await loadSchemas(endpoint))),
  );
  const registered = new Set<string>();
  app.addHook("onReady", async () => {
    const missing = Object.keys(table).filter((name) => !registered.has(name));
    if (missing.length > 0) {
      throw new Error(
        `declared without a route: ${missing.map((name) => endpointKey(table[name] as Endpoint)).join(", ")}`,
      );
    }
  });
  const routesIn = (scope: FastifyInstance): Routes<T> => {
    const routes: Record<string, unknown> = { within: routesIn };
    for (const [name, endpoint] of Object.entries(table)) {
      routes[name] = (handler: EndpointHandler<Endpoint>, options: RouteOptions = {}) => {
        registered.add(name);
        scope.route({
          ...options,
          method: endpoint.method,
          url: endpoint.path,
          schema: {
            ...(endpoint.tag ? { tags: [endpoint.tag] } : {}),
            ...(endpoint.description ? { description: endpoint.description } : {}),
            ...schemas.get(name),
          },
          handler: withStatus(endpoint, handler) as never,
        });
      };
    }
    return routes as Routes<T>;
  };
  return routesIn(app);
}
