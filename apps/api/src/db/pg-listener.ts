import pg from "pg";

/** What a LISTEN delivers: each notification's payload, and a call after each reconnect (some may be lost). */
export interface ListenHandlers {
  onNotify(payload: string): void;
  onReconnect?(): void;
  /** The connection's `application_name` (default `campus-events`), to tell the listeners apart. */
  applicationName?: string;
}

const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;
/** A silently dead connection (a network cut sends nothing) is found by a query that does not answer. */
const PING_EVERY_MS = 30_000;
const PING_TIMEOUT_MS = 10_000;

/**
 * LISTENs on `channel` with one dedicated connection (a pooled one would be handed back and lose
 * its LISTEN). If the connection drops (server restart, failover, idle cut), it reconnects with a
 * growing delay and calls `onReconnect` so that the caller can read what it missed meanwhile.
 * Resolves once the first LISTEN is in place; answers the stop function.
 */
export async function listenOnServer(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let isStopped = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: handlers.applicationName ?? "campus-events",
      query_timeout: PING_TIMEOUT_MS,
    });
    next.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    // Either may come alone (a cut socket, a terminated backend); one reconnection is planned.
    next.on("error", () => scheduleReconnect(next));
    next.on("end", () => scheduleReconnect(next));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  };

  const scheduleReconnect = (failed: pg.Client) => {
    if (isStopped || client !== failed || retryTimer) return;
    client = null;
    failed.end().catch(() => {});
    const delay = retryMs;
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().then(
        () => {
          retryMs = FIRST_RETRY_MS;
          handlers.onReconnect?.();
        },
        (error: unknown) => {
          console.warn(`PostgreSQL: écoute « ${channel} » impossible (${String(error)}), nouvel essai`);
          if (client) scheduleReconnect(client);
        },
      );
    }, delay);
    retryTimer.unref();
  };

  const ping = setInterval(() => {
    const current = client;
    if (!current || retryTimer) return;
    current.query("select 1").catch(() => scheduleReconnect(current));
  }, PING_EVERY_MS);
  ping.unref();

  const stop = async () => {
    isStopped = true;
    clearInterval(ping);
    clearTimeout(retryTimer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
  try {
    await connect();
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
