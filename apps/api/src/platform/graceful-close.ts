import type { IncomingMessage, Server, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { FastifyInstance } from "fastify";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Longest wait for arrivals already sent (see takeInArrivals), as a share of the shutdown's time: a loaded
 * server never goes quiet, and a busy one (PGlite runs on the event loop) takes in its backlog slowly
 * (1 s reset requests already sent while the machine ran the other test files: 2.5 s of the default 10).
 */
const ARRIVALS_SHARE = 1 / 4;

/** The answers a server is writing, and whether it is shutting down. */
interface Tracker {
  responses: Set<ServerResponse>;
  /** Connections accepted whose first request has not been read yet: closing now would reset them. */
  fresh: Set<Socket>;
  isClosing: boolean;
}

const trackers = new WeakMap<Server, Tracker>();

/** Once shutting down, an answer closes its connection: headers not sent yet say so, and the socket ends. */
function closeAfterAnswer(response: ServerResponse): void {
  if (!response.headersSent) response.setHeader("Connection", "close");
  const endSocket = () => response.socket?.end();
  if (response.writableFinished) endSocket();
  else response.once("finish", endSocket);
}

/**
 * Follows every answer of the server from now on, so that a shutdown can tell the requests in flight to
 * close their connection (`Connection: close`). Called once the server exists, before it listens.
 */
export function trackAnswers(server: Server): void {
  if (trackers.has(server)) return;
  const tracker: Tracker = { responses: new Set(), fresh: new Set(), isClosing: false };
  trackers.set(server, tracker);
  server.on("connection", (socket: Socket) => {
    tracker.fresh.add(socket);
    socket.once("close", () => tracker.fresh.delete(socket));
  });
  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    tracker.fresh.delete(request.socket);
    if (tracker.isClosing) {
      closeAfterAnswer(response);
      return;
    }
    tracker.responses.add(response);
    response.once("close", () => tracker.responses.delete(response));
  });
}

/**
 * Waits until the connections and requests that clients have already sent are taken in: while
 * the event loop was busy (PGlite runs on it) they wait in the kernel, and closing the server
 * then would reset them (the pending connections) or drop them as idle (the unread requests).
 * Bounded in time: under sustained load arrivals never stop.
 */
async function takeInArrivals(server: Server, maxMs: number, fresh: ReadonlySet<Socket>): Promise<void> {
  const until = Date.now() + maxMs;
  let arrivals = 0;
  const count = () => {
    arrivals++;
  };
  server.on("connection", count);
  server.on("request", count);
  try {
    while (Date.now() < until) {
      const before = arrivals;
      // Two turns: one poll phase accepts the connections, the next reads their requests.
      await nextTurn();
      await nextTurn();
      // Quiet, and every connection accepted has sent its request (else closing would reset it).
      if (arrivals === before && fresh.size === 0) return;
    }
  } finally {
    server.off("connection", count);
    server.off("request", count);
  }
}

/**
 * Shuts the server down within `timeoutMs` of the call: every answer from now on closes its connection
 * (`Connection: close`, those in flight included), the requests already sent are taken in, then no
 * connection is accepted, new requests on open connections answer 503, idle connections and live
 * streams close (the streams' own preClose hook), and the requests in flight finish. At the deadline the
 * connections still open are cut.
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number): Promise<void> {
  const deadline = setTimeout(() => app.server.closeAllConnections(), timeoutMs);
  const tracker = trackers.get(app.server);
  if (tracker) {
    tracker.isClosing = true;
    for (const response of tracker.responses) closeAfterAnswer(response);
    tracker.responses.clear();
  }
  try {
    await takeInArrivals(app.server, timeoutMs * ARRIVALS_SHARE, tracker?.fresh ?? new Set());
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
