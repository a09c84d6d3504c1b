import type { ServerResponse } from "node:http";
import { LIVE_EVENT_TYPES } from "@campus/contracts/events";
import type { DeliveredEvent } from "../../platform/events/event-bus.ts";
import { SESSION_REVOKED, sessionRevokedSchema } from "../../platform/events/session-revoked.ts";

/** How long a browser waits before reconnecting (the stream's `retry:` hint). */
const RETRY_MS = 3_000;
/** The last event of a stream closed for a newer one of its session (the web stops reconnecting it). */
const REPLACED_EVENT = "replaced";
/** The reconnect hint sent as the server stops. */
const SHUTDOWN_RETRY_MS = 1_000;
/** A client that reads slower than this much backlog is cut; it reconnects and replays. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

const BROWSER_TYPES = new Set<string>(LIVE_EVENT_TYPES);

/** One open `GET /api/events` response, written as Server-Sent Events. */
export class LiveStream {
  /** The highest id sent: the `id:` line, so that `Last-Event-ID` is a cursor that only moves forward. */
  private cursor = 0;
  private isEnded = false;

  constructor(
    private readonly response: ServerResponse,
    readonly sessionId: string,
  ) {}

  open(): void {
    this.response.writeHead(200, {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
      Connection: "keep-alive",
    });
    // The first bytes let the client know the stream is open.
    this.write(`retry: ${RETRY_MS}\n: ouvert\n\n`);
  }

  /** Sends a browser event, or ends the stream when the event revokes this session. */
  send(event: DeliveredEvent): void {
    if (event.type === SESSION_REVOKED) {
      const revoked = sessionRevokedSchema.safeParse(event.data);
      if (revoked.success && revoked.data.sessionIds.includes(this.sessionId)) this.end();
      return;
    }
    if (!BROWSER_TYPES.has(event.type)) return;
    this.cursor = Math.max(this.cursor, Number(event.id));
    this.write(`id: ${this.cursor}\nevent: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`);
  }

  /** Events were missed and cannot be replayed: the browser refetches what it shows. */
  sendResync(): void {
    this.write("event: resync\ndata: {}\n\n");
  }

  heartbeat(): void {
    this.write(": ping\n\n");
  }

  /** The server is stopping: the browser is told to reconnect soon (to another process, or this one restarted). */
  endForShutdown(): void {
    this.write(`retry: ${SHUTDOWN_RETRY_MS}\n: arrêt du serveur\n\n`);
    this.end();
  }

  /** A newer stream of the same session took this one's place: the browser does not reconnect this one. */
  endReplaced(): void {
    this.write(`event: ${REPLACED_EVENT}\ndata: {}\n\n`);
    this.end();
  }

  end(): void {
    if (this.isEnded) return;
    this.isEnded = true;
    this.response.end();
  }

  onClose(listener: () => void): void {
    this.response.once("close", listener);
  }

  private write(text: string): void {
    if (this.isEnded || this.response.destroyed) return;
    this.response.write(text);
    if (this.response.writableLength > MAX_BACKLOG_BYTES) this.response.destroy();
  }
}
