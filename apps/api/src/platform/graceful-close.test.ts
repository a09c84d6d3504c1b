import http from "node:http";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { closeGracefully } from "./graceful-close.ts";

/** A bare server whose one route answers when the test says so. */
async function serverWithHeldRoute() {
  let release: () => void = () => {};
  let markReceived: () => void = () => {};
  const received = new Promise<void>((resolve) => {
    markReceived = resolve;
  });
  const app = Fastify();
  let markClosing: () => void = () => {};
  const closing = new Promise<void>((resolve) => {
    markClosing = resolve;
  });
  app.addHook("preClose", async () => markClosing());
  app.get("/held", async () => {
    markReceived();
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    return { done: true };
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  const answer = new Promise<{ status?: number; error?: string }>((resolve) => {
    http
      .get({ host: "127.0.0.1", port, path: "/held", agent: false }, (response) => {
        response.resume();
        response.on("end", () => resolve({ status: response.statusCode }));
      })
      .on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code }));
  });
  await received;
  return { app, answer, closing, release: () => release() };
}

describe("closeGracefully", () => {
  it("stops accepting, then lets a request in flight finish before the server closes", async () => {
    const { app, answer, closing, release } = await serverWithHeldRoute();
    const { port } = app.server.address() as { port: number };
    const closed = closeGracefully(app, 60_000);
    await closing;
    await new Promise((resolve) => setImmediate(resolve));
    const refused = await new Promise<string | undefined>((resolve) => {
      http
        .get({ host: "127.0.0.1", port, path: "/held", agent: false }, () => resolve(undefined))
        .on("error", (error: NodeJS.ErrnoException) => resolve(error.code));
    });
    expect(refused).toBe("ECONNREFUSED");
    release();
    await closed;
    expect(await answer).toEqual({ status: 200 });
  });

  it("cuts the connections still open at the deadline", async () => {
    const { app, answer } = await serverWithHeldRoute();
    await closeGracefully(app, 1);
    expect((await answer).error).toBe("ECONNRESET");
  });
});
