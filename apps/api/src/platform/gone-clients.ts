import { Socket } from "node:net";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { FastifyInstance } from "fastify";

/**
 * Drops, before any work, a request whose client is already gone: one that waited in the kernel's
 * accept queue while the server was busy, and whose client left meanwhile. Served anyway, such
 * requests kept the server busy with database reads, PDFs and export workers for nobody, seconds
 * after their clients had left. The socket's end, already in the kernel with the request's bytes, is
 * read at the next poll of the event loop: two turns of it, then the socket says whether it is gone.
 */
export function registerGoneClientGuard(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    const { socket } = request.raw;
    if (!(socket instanceof Socket)) return; // app.inject's requests have no connection to lose
    await nextTurn();
    await nextTurn();
    if (!socket.destroyed && socket.writable) return;
    reply.hijack();
    socket.destroy();
    return reply;
  });
}
