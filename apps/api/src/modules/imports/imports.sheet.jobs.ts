import type { WorkerOptions } from "node:worker_threads";
import { IMPORT_MAX_BYTES } from "@campus/contracts/imports";
import { AppError } from "../../platform/errors.ts";
import { startWorker } from "../../platform/workers.ts";
import { FileRefusal, type ImportLimits, limitErrors } from "./imports.limits.rules.ts";
import type { Sheet } from "./imports.rows.rules.ts";
import type { WorkerAnswer } from "./imports.worker.jobs.ts";

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

const startImportsWorker = (options: WorkerOptions) =>
  startWorker(
    new URL("./imports.worker.jobs.ts", import.meta.url),
    new URL("./imports-worker.mjs", import.meta.url),
    options,
  );

/**
 * Parses an uploaded import file in a worker thread with a capped heap and a time limit, so that a
 * hostile file neither stalls the other requests nor takes the process down: a worker over its cap
 * is stopped by V8 and the import answers 413.
 */
export async function parseSheetInWorker(file: string, limits: ImportLimits = IMPORT_LIMITS): Promise<Sheet> {
  const worker = await startImportsWorker({
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
