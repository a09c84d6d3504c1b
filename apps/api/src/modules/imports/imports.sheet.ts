import { fileURLToPath } from "node:url";
import { Worker, type WorkerOptions } from "node:worker_threads";
import { IMPORT_MAX_BYTES } from "@campus/contracts/imports";
import { AppError } from "../../platform/errors.ts";
import { FileRefusal, type ImportLimits, limitErrors } from "./imports.limits.ts";
import type { Sheet } from "./imports.rows.ts";
import type { WorkerAnswer } from "./imports.worker.ts";

export const IMPORT_LIMITS: ImportLimits = {
  fileBytes: IMPORT_MAX_BYTES,
  inflatedBytes: 50 * 1024 * 1024,
  zipEntries: 2_000,
  rows: 20_000,
  cellsPerRow: 100,
  cellLength: 5_000,
  workerHeapMb: 96,
  parseMs: 30_000,
};

/** The catalogue's error for a refusal of the reader (or of the upload). */
export function toAppError(refusal: FileRefusal): AppError {
  return new AppError(refusal.code, { field: "file", message: refusal.message || undefined });
}

// In the esbuild bundle (scripts/build-api.mjs) the worker is the second entry point, next to
// server.mjs. From the sources (tsx, vitest) it is bundled once into a script with esbuild: starting
// a worker through a TypeScript loader took seconds and the CPU the other requests need.
const fromSources = import.meta.url.endsWith(".ts");
let sourceWorker: Promise<string> | undefined;
async function bundleSourceWorker(): Promise<string> {
  const { build } = await import("esbuild");
  const result = await build({
    entryPoints: [fileURLToPath(new URL("./imports.worker.ts", import.meta.url))],
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0]?.text ?? "";
}

async function startWorker(options: WorkerOptions): Promise<Worker> {
  if (!fromSources) return new Worker(new URL("./imports-worker.mjs", import.meta.url), options);
  sourceWorker ??= bundleSourceWorker();
  // Not the parent's flags: under tsx they would load its TypeScript hooks into every worker.
  return new Worker(await sourceWorker, { ...options, eval: true, execArgv: [] });
}

/**
 * Parses an uploaded import file in a worker thread with a capped heap and a time limit, so that a
 * hostile file neither stalls the other requests nor takes the process down: a worker over its cap
 * is stopped by V8 and the import answers 413.
 */
export async function parseSheetInWorker(file: string, limits: ImportLimits = IMPORT_LIMITS): Promise<Sheet> {
  const worker = await startWorker({
    workerData: { file, limits },
    resourceLimits: { maxOldGenerationSizeMb: limits.workerHeapMb, maxYoungGenerationSizeMb: 16 },
  });
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      outcome();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(toAppError(limitErrors.time()))), limits.parseMs);
    worker.once("message", (answer: WorkerAnswer) =>
      settle(() => {
        if (answer.ok) resolve(answer.sheet);
        else if (answer.refusal)
          reject(toAppError(new FileRefusal(answer.refusal.code, answer.refusal.message)));
        else reject(new AppError("INTERNAL"));
      }),
    );
    worker.once("error", (error: Error & { code?: string }) =>
      settle(() =>
        reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? toAppError(limitErrors.memory()) : error),
      ),
    );
    worker.once("exit", () => settle(() => reject(toAppError(limitErrors.memory()))));
  });
}
