import { readEventStream, type StreamMessage } from "./read-event-stream.ts";

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export interface LiveConnectionOptions {
  url: string;
  /** Read at each (re)connection: the session's current token. */
  getToken(): string | null;
  onMessage(message: StreamMessage): void;
  /** The stream is open; `isReconnect` after a drop (some events may have been missed). */
  onOpen?(isReconnect: boolean): void;
  /** The session was refused (401): the connection stops for good. */
  onUnauthorized?(): void;
  /** Waits before reconnecting (tests pass their own). */
  wait?(ms: number, signal: AbortSignal): Promise<void>;
}

function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * Keeps `GET /api/events` open with fetch, since EventSource cannot send the Authorization header:
 * reconnects with a growing, jittered delay, sends `Last-Event-ID` so that the server replays what
 * was missed, and stops on 401. Answers the stop function.
 */
export function connectLiveEvents(options: LiveConnectionOptions): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const wait = options.wait ?? waitFor;

  const run = async () => {
    let lastEventId: string | undefined;
    let baseRetryMs = FIRST_RETRY_MS;
    let failures = 0;
    let hasOpened = false;
    while (!signal.aborted) {
      const token = options.getToken();
      if (!token) return options.onUnauthorized?.();
      try {
        const headers: Record<string, string> = {
          Accept: "text/event-stream",
          Authorization: `Bearer ${token}`,
        };
        if (lastEventId !== undefined) headers["Last-Event-ID"] = lastEventId;
        const response = await fetch(options.url, { headers, signal, cache: "no-store" });
        if (response.status === 401) return options.onUnauthorized?.();
        if (response.ok && response.body) {
          failures = 0;
          options.onOpen?.(hasOpened);
          hasOpened = true;
          let isReplaced = false;
          await readEventStream(response.body, {
            onMessage: (message) => {
              // The server closed this stream for a newer one of the same session (another tab): stop here.
              if (message.type === "replaced") isReplaced = true;
              if (message.id !== undefined) lastEventId = message.id;
              options.onMessage(message);
            },
            onRetry: (ms) => {
              baseRetryMs = Math.min(Math.max(ms, 100), MAX_RETRY_MS);
            },
          });
          if (isReplaced) return;
        } else {
          failures++;
        }
      } catch {
        if (signal.aborted) return;
        failures++;
      }
      // A stream the server ended on purpose (a restart) comes back after the hint; failures wait longer.
      const delay = Math.min(baseRetryMs * 2 ** failures, MAX_RETRY_MS);
      await wait(delay * (0.5 + Math.random() / 2), signal);
    }
  };
  void run();
  return () => controller.abort();
}
