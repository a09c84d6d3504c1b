// Bundles the API (and the contracts it imports) into apps/api/dist/server.mjs, so `npm start`
// runs plain JavaScript; packages from node_modules stay external, but for BUNDLED below. The
// imports' parsing worker is a second entry point, imports-worker.mjs, which the server starts from
// its own folder. Code splitting keeps what the server imports dynamically (the application behind
// the database's start, the S3 client) in chunks of their own, loaded when asked for.
import { cpSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const api = path.join(root, "apps/api");
const pkg = JSON.parse(readFileSync(path.join(api, "package.json"), "utf8"));
// ES-module packages made of hundreds of files, which only our code imports: bundled (what is unused
// is left out), Node would otherwise resolve, read and link each file at every start (date-fns: 300
// files for the five functions of paris-time.ts; drizzle-orm: 100; zod, which the contracts bring
// into the bundle, 80 more through fastify-type-provider-zod, which then shares the bundle's copy).
const BUNDLED = new Set(["date-fns", "@date-fns/tz", "drizzle-orm", "fastify-type-provider-zod"]);
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies })
  .filter((name) => !name.startsWith("@campus/") && !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(path.join(api, "dist"), { recursive: true, force: true });
await build({
  entryPoints: {
    server: path.join(api, "src/server.ts"),
    "imports-worker": path.join(api, "src/modules/imports/imports.worker.jobs.ts"),
    "xlsx-worker": path.join(api, "src/platform/xlsx.worker.ts"),
  },
  outdir: path.join(api, "dist"),
  outExtension: { ".js": ".mjs" },
  bundle: true,
  platform: "node",
  format: "esm",
  splitting: true,
  target: "node20",
  sourcemap: true,
  external,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});
// The bundle resolves its migrations next to itself.
cpSync(path.join(api, "src/db/migrations"), path.join(api, "dist/migrations"), { recursive: true });
