import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "../db/client.ts";
import { notFound } from "./errors.ts";

/** What `/metrics` reads when it is scraped. */
export interface MetricsSources {
  database: Pick<Database, "poolStats">;
  /** The number of sessions the process holds in its cache. */
  cachedSessions: () => number;
}

const SSE_ROUTE = "/api/events";

function tokenMatches(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization ?? "";
  const given = Buffer.from(header.startsWith("Bearer ") ? header.slice(7).trim() : "");
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics` in Prometheus' text format, for the bearer of METRICS_TOKEN (without it the route does
 * not exist): request durations per route, the event loop's lag, the database pool, the open live
 * streams, the process's own figures. Each app has its own registry (the tests build several).
 */
export function registerMetrics(
  app: FastifyInstance,
  token: string | undefined,
  sources: MetricsSources,
): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Durée des requêtes HTTP, par route",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const liveStreams = new Gauge({
    name: "campus_sse_clients",
    help: "Flux d'événements (SSE) ouverts sur ce processus",
    registers: [registry],
  });
  new Gauge({
    name: "campus_db_pool_connections",
    help: "Connexions du pool PostgreSQL, par état (total, idle, waiting)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const stats = sources.database.poolStats?.();
      if (!stats) return;
      this.set({ state: "total" }, stats.total);
      this.set({ state: "idle" }, stats.idle);
      this.set({ state: "waiting" }, stats.waiting);
    },
  });
  new Gauge({
    name: "campus_cached_sessions",
    help: "Sessions gardées en cache par ce processus",
    registers: [registry],
    collect() {
      this.set(sources.cachedSessions());
    },
  });

  // Callback hooks (not async ones): no promise per request.
  app.addHook("onRequest", (request, _reply, done) => {
    if (request.method === "GET" && request.routeOptions.url === SSE_ROUTE) {
      liveStreams.inc();
      request.raw.once("close", () => liveStreams.dec());
    }
    done();
  });
  app.addHook("onResponse", (request, reply, done) => {
    const route = request.routeOptions.url;
    durations.observe(
      { method: request.method, route: route ?? "(aucune)", status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    done();
  });

  app.get("/metrics", async (request, reply) => {
    // A real 404, not the web app's page that unknown paths get.
    if (!token) throw notFound();
    if (!tokenMatches(request, token)) return reply.status(401).send({ error: { code: "UNAUTHENTICATED" } });
    return reply
      .header("Cache-Control", "no-store")
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
