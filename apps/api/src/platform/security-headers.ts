import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const CONTENT_SECURITY_POLICY = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", "blob:"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
};

/** Helmet's headers for these options, worked out once (they depend on no request). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Helmet's security headers on every answer, with `x-request-id`, and `Cache-Control: no-store` on the
 * API's answers unless a route says otherwise (a logo, a photo, a calendar feed). One callback hook,
 * the headers worked out once at start-up: @fastify/helmet rebuilt the whole helmet middleware (parsing
 * the policy) on every request, a tenth of a heartbeat's cost.
 * `frameSources`: the replay players pages may embed (modules/content/replays.embed.rules.ts);
 * `scriptSources`: the hashes of the scripts inside the pages (platform/web-pages.ts), no other inline one.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  frameSources: string[],
  scriptSources: string[] = [],
): void {
  const { directives } = CONTENT_SECURITY_POLICY;
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      ...CONTENT_SECURITY_POLICY,
      directives: {
        ...directives,
        scriptSrc: [...directives.scriptSrc, ...scriptSources],
        frameSrc: frameSources,
      },
    },
    frameguard: { action: "deny" },
  });
  const apiHeaders = { ...headers, "cache-control": "no-store" };
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(request.url.startsWith("/api") ? apiHeaders : headers);
    reply.header("x-request-id", request.id);
    done();
  });
}
