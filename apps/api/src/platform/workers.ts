import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";

// In the esbuild bundle (scripts/build-api.mjs) each worker is an entry point of its own next to
// server.mjs. From the sources (tsx, vitest) it is bundled once into a script with esbuild: starting
// a worker through a TypeScript loader took seconds and the CPU the other requests need.
const fromSources = import.meta.url.endsWith(".ts");
const sourceWorkers = new Map<string, Promise<string>>();

async function bundleSourceWorker(source: URL): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [fileURLToPath(source)],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

/**
 * Starts a worker thread: `bundled` (a URL next to the running bundle) in production, or `source`
 * (the TypeScript entry) bundled on first use when running from the sources.
 */
export async function startWorker(source: URL, bundled: URL, options: WorkerOptions): Promise<Worker> {
  if (!fromSources) return counted(new Worker(bundled, options));
  let script = sourceWorkers.get(source.href);
  if (!script) {
    script = bundleSourceWorker(source);
    sourceWorkers.set(source.href, script);
  }
  // Not the parent's flags: under tsx they would load its TypeScript hooks into every worker.
  return counted(new Worker(await script, { ...options, eval: true, execArgv: [] }));
}

let running = 0;

function counted(worker: Worker): Worker {
  running++;
  worker.once("exit", () => running--);
  return worker;
}

/** The worker threads started by startWorker that have not exited yet (the abort tests count them). */
export const runningWorkers = () => running;
