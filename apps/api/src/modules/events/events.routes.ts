import { EVENTS_ENDPOINTS } from "@campus/contracts/events.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { DeliveredEvent } from "../../platform/events/event-bus.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { openSessionIds } from "../../platform/sessions.ts";
import { LiveStream } from "./events.live-stream.events.ts";

/**
 * A comment line this often keeps proxies and load balancers from cutting an idle stream; the
 * sessions are checked as often, for what no event announces (expiry, a deleted account).
 */
const HEARTBEAT_MS = 25_000;
/** Live streams one session holds open in a process: a newer one closes the oldest (issue 41). */
export const MAX_STREAMS_PER_SESSION = 5;

/** `GET /api/events`: the signed-in user's live events as Server-Sent Events. */
export const eventsRoutes: Module = async (app, { db, clock, bus }) => {
  const streams = new Set<LiveStream>();
  /** Ends the streams whose session is no longer open. */
  const endClosedSessions = async (among: Iterable<LiveStream>) => {
    const list = [...among];
    const open = await openSessionIds(
      db,
      clock,
      list.map((stream) => stream.sessionId),
    );
    for (const stream of list) if (!open.has(stream.sessionId)) stream.end();
  };
  const heartbeat = setInterval(() => {
    for (const stream of streams) stream.heartbeat();
    endClosedSessions(streams).catch((error: unknown) => app.log.warn(error));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  // A stream never finishes by itself: end them all (with a reconnect hint), or the server would wait for them.
  app.addHook("preClose", async () => {
    for (const stream of streams) stream.endForShutdown();
  });
  app.addHook("onClose", async () => clearInterval(heartbeat));

  const route = await routesOf(app, EVENTS_ENDPOINTS);
  route.openEventStream(async (request, reply) => {
    const ctx = requireCtx(request);
    const lastEventId = request.headers["last-event-id"];
    // The stream writes the raw response itself: it keeps the headers set so far (security, request id).
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.hijack();
    const stream = new LiveStream(reply.raw, ctx.sessionId);
    // Until the replay is sent, live events wait here, so that none is lost or sent out of order.
    let waiting: DeliveredEvent[] | null = [];
    const unsubscribe = bus.subscribe(ctx.userId, (event) => {
      if (waiting) waiting.push(event);
      else stream.send(event);
    });
    // A Set keeps its order of insertion: the session's first streams are its oldest.
    const ofSession = [...streams].filter((open) => open.sessionId === ctx.sessionId);
    for (const oldest of ofSession.slice(0, Math.max(0, ofSession.length - MAX_STREAMS_PER_SESSION + 1))) {
      oldest.endReplaced();
      streams.delete(oldest);
    }
    streams.add(stream);
    stream.onClose(() => {
      unsubscribe();
      streams.delete(stream);
    });
    stream.open();

    try {
      // The session may have been revoked between the permission check and the subscription.
      await endClosedSessions([stream]);

      const replayed = new Set<string>();
      if (lastEventId !== undefined) {
        const missed = await bus.since(ctx.userId, lastEventId);
        if (missed === null) stream.sendResync();
        for (const event of missed ?? []) {
          replayed.add(event.id);
          stream.send(event);
        }
      }
      const pending = waiting;
      waiting = null;
      for (const event of pending) if (!replayed.has(event.id)) stream.send(event);
    } catch (error) {
      request.log.error(error);
      stream.end();
    }
  });
};
