// Builds a table workbook in a worker thread (see xlsx-worker-stream.ts): the main thread sends the
// rows' cell values page by page, the worker answers the zipped bytes as they come.
import { parentPort, workerData } from "node:worker_threads";
import { runBehindRequests } from "./worker-priority.ts";
import { streamTableXlsx } from "./xlsx-stream.ts";

runBehindRequests();

export interface XlsxWorkerData {
  sheetName: string;
  titleLines: string[];
  generatedAt: string;
  columns: { header: string; width: number }[];
}
export type CellValues = (string | number)[];
export type ToXlsxWorker = { page: CellValues[] } | { end: true };
export type FromXlsxWorker = { chunk: Uint8Array } | { ack: true } | { done: true } | { error: string };

const port = parentPort;
if (!port) throw new Error("xlsx.worker.ts runs as a worker thread");
const data = workerData as XlsxWorkerData;
const send = (message: FromXlsxWorker, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

const queue: ToXlsxWorker[] = [];
let wake: (() => void) | undefined;
port.on("message", (message: ToXlsxWorker) => {
  queue.push(message);
  wake?.();
});

/** The pages as they arrive; asking for the next one tells the main thread to send it. */
async function* pages(): AsyncIterable<CellValues[]> {
  for (;;) {
    while (queue.length === 0) await new Promise<void>((resolve) => (wake = resolve));
    const message = queue.shift() as ToXlsxWorker;
    if ("end" in message) return;
    yield message.page;
    send({ ack: true });
  }
}

/** Builds the workbook from the pages and sends its bytes back (no top-level await: the bundle is CommonJS). */
async function build(): Promise<void> {
  const output = streamTableXlsx<CellValues>({
    sheetName: data.sheetName,
    titleLines: data.titleLines,
    generatedAt: new Date(data.generatedAt),
    columns: data.columns.map((column, index) => ({ ...column, value: (row) => row[index] ?? "" })),
    pages: pages(),
  });
  for await (const chunk of output) {
    const copy = new Uint8Array(chunk as Buffer);
    send({ chunk: copy }, [copy.buffer]);
  }
  send({ done: true });
}

build().catch((error: unknown) => send({ error: error instanceof Error ? error.message : String(error) }));
