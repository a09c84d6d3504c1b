import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Waits until the connections and requests that clients have already sent are taken in: while
 * the event loop was busy (PGlite runs on it) they wait in the kernel, and closing the server
 * then would reset them (the pending connections) or drop them as idle (the unread requests).
 */
async function takeInArrivals(server: Server): Promise<void> {
  let arrivals = 0;
  const count = () => {
    arrivals++;
  };
  server.on("connection", count);
  server.on("request", count);
  try {
    // A bound, since a busy server may never be quiet.
    for (let round = 0; round < 50; round++) {
      const before = arrivals;
      // Two turns: one poll phase accepts the connections, the next reads their requests.
      await nextTurn();
      await nextTurn();
      if (arrivals === before) return;
    }
  } finally {
    server.off("connection", count);
    server.off("request", count);
  }
}

/**
 * Stops accepting connections and lets the requests already received finish, for at most
 * `timeoutMs`; then the connections still open are cut.
 */
export async function closeGracefully(app: FastifyInstance, timeoutMs: number): Promise<void> {
  await takeInArrivals(app.server);
  const deadline = setTimeout(() => app.server.closeAllConnections(), timeoutMs);
  try {
    await app.close();
  } finally {
    clearTimeout(deadline);
  }
}
