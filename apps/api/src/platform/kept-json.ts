import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";
import { COMPRESSED_ENCODINGS, COMPRESSION_THRESHOLD } from "./web-assets.ts";

type Encoding = (typeof COMPRESSED_ENCODINGS)[number];

const compressors: Record<Encoding, (json: string) => Buffer> = {
  // @fastify/compress's quality: a company's calendar week (550 KB) in 5 ms.
  br: (json) =>
    brotliCompressSync(json, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    }),
  gzip: (json) => gzipSync(json),
};

/**
 * A JSON answer kept in the process for many callers: serialised once, and compressed once per
 * encoding asked, where @fastify/compress would compress it again on every request (it lets an
 * answer through that already says its Content-Encoding).
 */
export class KeptJson {
  private readonly encoded = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {}

  send(request: FastifyRequest, reply: FastifyReply) {
    const accepted = request.headers["accept-encoding"]?.toLowerCase().replace(/\bx-gzip\b/g, "gzip");
    const encoding = accepted ? negotiate(accepted, [...COMPRESSED_ENCODINGS]) : null;
    if (encoding === null || this.json.length < COMPRESSION_THRESHOLD) return sendJson(reply, this.json);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = compressors[encoding](this.json);
      this.encoded.set(encoding, body);
    }
    return reply
      .type("application/json; charset=utf-8")
      .header("Content-Encoding", encoding)
      .header("Vary", "Accept-Encoding")
      .send(body);
  }
}

/**
 * Sends an answer already serialised on a route whose schema still documents its shape: Fastify
 * sends a string typed as JSON as it is.
 */
export function sendJson(reply: FastifyReply, json: string) {
  return reply.type("application/json; charset=utf-8").send(json);
}

/** Sends a JSON answer built for one caller, or kept for many. */
export function sendBuiltJson(request: FastifyRequest, reply: FastifyReply, answer: string | KeptJson) {
  return typeof answer === "string" ? sendJson(reply, answer) : answer.send(request, reply);
}
