import path from "node:path";
import compress from "@fastify/compress";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** Vite's hashed files (`assets/name-HASH.js`): their name changes with their content, so they never go stale. */
const IMMUTABLE = "public, max-age=31536000, immutable";
/** Anything else of the web app (index.html, the manifest, the service worker, icons): asked again each time. */
const REVALIDATE = "no-cache";

/** The encodings of the API's answers, in order of preference, and the size below which they go raw. */
export const COMPRESSED_ENCODINGS = ["br", "gzip"] as const;
export const COMPRESSION_THRESHOLD = 1024;

/**
 * Compresses the API's answers over 1 KB (brotli or gzip, as the browser asks; event streams are
 * hijacked and stay raw). Registered before the routes, so that it wraps every one of them.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A GET or HEAD has no body to inflate: no request-decompression hook on those routes (seen before
  // the plugin's own onRoute, which adds it).
  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (route.decompress === undefined && methods.every((m) => m === "GET" || m === "HEAD")) {
      route.decompress = false;
    }
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...COMPRESSED_ENCODINGS],
  });
}

function cacheControlFor(filePath: string, webDist: string): string {
  const relative = path.relative(webDist, filePath).split(path.sep).join("/");
  return relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web app: the files precompressed at build time (`.br`, `.gz`, see
 * scripts/precompress.mjs) go out with the matching Content-Encoding, hashed assets are cached for
 * a year, and every other path that is not the API answers index.html (the app's router takes it).
 * One wildcard route looks each file up when asked: a route per file (`wildcard: false`) listed the
 * whole folder and registered some 4,000 routes at every start (0.4 s).
 */
export async function registerWebAssets(app: FastifyInstance, webDist: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: false,
    // Folders (the root included) and the API's unknown paths go to the not-found handler, which
    // answers index.html to a page and a 404 to the API.
    allowedPath: (pathname) => !pathname.endsWith("/") && !pathname.startsWith("/api/"),
    preCompressed: true,
    // Our own Cache-Control below, not the plugin's `max-age=0`.
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header("Cache-Control", cacheControlFor(filePath, webDist));
    },
  });
}
