import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { KeptJson, sendBuiltJson } from "./kept-json.ts";
import { registerCompression } from "./web-assets.ts";

const big = new KeptJson(
  JSON.stringify({ items: Array.from({ length: 500 }, (_, i) => ({ id: i, room: "B2" })) }),
);
const small = new KeptJson(JSON.stringify({ items: [] }));
const app = Fastify();

beforeAll(async () => {
  await registerCompression(app);
  app.get("/big", (request, reply) => sendBuiltJson(request, reply, big));
  app.get("/small", (request, reply) => sendBuiltJson(request, reply, small));
  app.get("/built", (request, reply) => sendBuiltJson(request, reply, big.json));
  await app.ready();
});
afterAll(() => app.close());

const get = (url: string, encoding?: string) =>
  app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

describe("a kept JSON answer", () => {
  it("is compressed once per encoding, as the browser asks, and not again by @fastify/compress", async () => {
    const first = await get("/big", "gzip, deflate, br");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toContain("Accept-Encoding");
    expect(first.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(big.json);
    const again = await get("/big", "br");
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);

    const gzip = await get("/big", "gzip;q=1, br;q=0");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(big.json);
  });

  it("goes raw without an accepted encoding, or under 1 KB", async () => {
    const raw = await get("/big");
    expect(raw.headers["content-encoding"]).toBeUndefined();
    expect(raw.body).toBe(big.json);
    expect((await get("/big", "identity")).body).toBe(big.json);
    const tiny = await get("/small", "br");
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.json()).toEqual({ items: [] });
  });

  it("built for one caller, is left to @fastify/compress", async () => {
    const built = await get("/built", "gzip");
    expect(built.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(built.rawPayload).toString()).toBe(big.json);
  });
});
