// Entry of the worker thread that parses an import file (see imports.sheet.jobs.ts).
import { parentPort, workerData } from "node:worker_threads";
import { runBehindRequests } from "../../platform/worker-priority.ts";
import { FileRefusal, type ImportLimits } from "./imports.limits.rules.ts";
import { readSheetFile } from "./imports.parse.rules.ts";

runBehindRequests();

export type WorkerAnswer =
  | { ok: true; sheet: Awaited<ReturnType<typeof readSheetFile>> }
  | { ok: false; refusal?: { code: FileRefusal["code"]; message: string } };

const { file, limits } = workerData as { file: string; limits: ImportLimits };
// No top-level await: from the sources this file runs as a CommonJS bundle (see imports.sheet.jobs.ts).
readSheetFile(file, limits).then(
  (sheet) => parentPort?.postMessage({ ok: true, sheet } satisfies WorkerAnswer),
  (error: unknown) =>
    parentPort?.postMessage({
      ok: false,
      refusal: error instanceof FileRefusal ? { code: error.code, message: error.message } : undefined,
    } satisfies WorkerAnswer),
);
