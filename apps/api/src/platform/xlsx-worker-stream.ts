import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { startWorker } from "./workers.ts";
import type { FromXlsxWorker, ToXlsxWorker, XlsxWorkerData } from "./xlsx.worker.ts";
import type { StreamedTable } from "./xlsx-stream.ts";

/**
 * `streamTableXlsx` with the workbook built in a worker thread: the main thread only fetches the pages
 * and computes the cells' values, so a large export costs the other requests nothing but the
 * database's time. One page is in the worker while the next is read, and a slow client holds the
 * pages back.
 */
export function streamTableXlsxInWorker<T>(doc: StreamedTable<T>): Readable {
  const out = new PassThrough();
  const workerData: XlsxWorkerData = {
    sheetName: doc.sheetName,
    titleLines: doc.titleLines,
    generatedAt: doc.generatedAt.toISOString(),
    columns: doc.columns.map(({ header, width }) => ({ header, width })),
  };
  // The client gone (the response destroyed `out`): whatever is awaited stops, the worker is terminated.
  const closed = once(out, "close").then(
    () => undefined,
    () => undefined,
  );
  const run = async () => {
    if (out.destroyed) return;
    const worker = await startWorker(
      new URL("./xlsx.worker.ts", import.meta.url),
      new URL("./xlsx-worker.mjs", import.meta.url),
      { workerData },
    );
    let acknowledge: (() => void) | undefined;
    const finished = new Promise<void>((resolve, reject) => {
      worker.on("message", (message: FromXlsxWorker) => {
        if ("chunk" in message) out.write(Buffer.from(message.chunk));
        else if ("ack" in message) acknowledge?.();
        else if ("done" in message) resolve();
        else reject(new Error(message.error));
      });
      worker.once("error", reject);
      worker.once("exit", (code) => reject(new Error(`xlsx worker exited (${code})`)));
    });
    finished.catch(() => {}); // awaited below; an early stop must not leave it unhandled
    const post = (message: ToXlsxWorker) => worker.postMessage(message);
    const pages = doc.pages[Symbol.asyncIterator]();
    try {
      if (out.destroyed) return; // gone while the worker started: it is terminated at once
      const fetch = () => {
        const fetching = pages.next();
        fetching.catch(() => {}); // awaited in the race; left unread once the client is gone
        return fetching;
      };
      let fetching = fetch();
      while (true) {
        // A page's query may wait behind others: the client gone meanwhile, the worker stops now.
        const next = await Promise.race([fetching, closed]);
        if (!next || out.destroyed) {
          pages.return?.().catch(() => {});
          return;
        }
        if (next.done) break;
        const page = next.value;
        const acknowledged = new Promise<void>((resolve) => (acknowledge = resolve));
        post({ page: page.map((item) => doc.columns.map((column) => column.value(item))) });
        // The next page is read while the worker writes this one: the database's time and the
        // workbook's overlap (one page ahead at most: memory stays two pages).
        fetching = fetch();
        await Promise.race([acknowledged, finished, closed]);
        // Not once closed: "close" would never come again and the worker would be left running.
        if (out.writableNeedDrain && !out.destroyed) await Promise.race([once(out, "drain"), closed]);
        if (out.destroyed) {
          pages.return?.().catch(() => {}); // the client went away: stop fetching
          return;
        }
      }
      post({ end: true });
      await Promise.race([finished, closed]);
      if (!out.destroyed) out.end();
    } finally {
      await worker.terminate();
    }
  };
  // Started once the caller has handed `out` to the response: a client already gone (while the route
  // read the database) has had it destroyed by then, and no worker is started for nobody.
  setImmediate(() => {
    run().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  });
  return out;
}
