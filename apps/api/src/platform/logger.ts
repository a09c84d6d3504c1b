import pino, { type Logger } from "pino";

/** How long a log line may wait in the buffer on a quiet server before it is written. */
const FLUSH_EVERY_MS = 1000;

/**
 * The app's logger. Lines are buffered and written to stdout asynchronously, in chunks of 4 KB or every
 * second, instead of one blocking write per line: with sessions cached, `me` sends no SQL, and the
 * synchronous request line cost it about 30 % of its throughput (issue 42). Pino writes what is still
 * buffered when the process exits; `close` writes it too.
 */
export function createLogger(level: string): { logger: Logger; close: () => void } {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  // A callback: flushing a destination already closed answers an error instead of throwing it.
  const timer = setInterval(() => destination.flush(() => undefined), FLUSH_EVERY_MS);
  timer.unref();
  return {
    logger: pino({ level }, destination),
    close: () => {
      clearInterval(timer);
      try {
        destination.flushSync();
      } catch {
        // Already closed: nothing is left to write.
      }
    },
  };
}
