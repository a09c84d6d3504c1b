import type { Readable } from "node:stream";
import contentDisposition from "content-disposition";
import type { FastifyReply, FastifyRequest } from "fastify";
import { BlobNotFoundError, type BlobRange, type BlobRead, type BlobStore } from "./blob-store.ts";
import { AppError } from "./errors.ts";

/**
 * `attachment` with the exact name in `filename*` (RFC 5987, UTF-8) and an ASCII `filename` for
 * old clients: accents dropped, quotes, backslashes and anything non-ASCII made `_`.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^\x20-\x7E]|["\\]/g, "_");
  return contentDisposition(name, { type: "attachment", fallback: ascii });
}

interface Attachment {
  name: string;
  contentType: string;
}

/** Sends a file built by the server (a PDF, a spreadsheet) as a download. */
export function sendAttachment(reply: FastifyReply, file: Attachment & { body: Buffer | Readable }) {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", attachmentDisposition(file.name))
    .header("X-Content-Type-Options", "nosniff")
    .send(file.body);
}

/** A stored file to send: its size and a way to open all of it or one byte range. */
export interface BlobDownload extends Attachment {
  size: number;
  open(range?: BlobRange): Promise<Readable>;
}

/**
 * Reads a blob whose record exists: a blob missing from the store is FILE_MISSING (404, the catalogue's
 * message), any other failure of the store stays a 500. Either is thrown before a byte is sent.
 */
export async function readStoredBlob(blobs: BlobStore, key: string, range?: BlobRange): Promise<BlobRead> {
  try {
    return await blobs.get(key, range);
  } catch (error) {
    if (error instanceof BlobNotFoundError) throw new AppError("FILE_MISSING");
    throw error;
  }
}

/** The `open` of a stored blob's BlobDownload (see readStoredBlob). */
export const openBlob = (blobs: BlobStore, key: string) => async (range?: BlobRange) =>
  (await readStoredBlob(blobs, key, range)).stream;

/**
 * Streams a stored file as a download; one `Range: bytes=…` gives 206 with that part (resumed
 * downloads, media seeking), an unsatisfiable one 416, anything else the whole file.
 */
export async function sendBlob(request: FastifyRequest, reply: FastifyReply, file: BlobDownload) {
  // Without a validator to compare, If-Range cannot match: the whole file is the safe answer.
  const header = request.headers["if-range"] === undefined ? request.headers.range : undefined;
  const range = header === undefined ? undefined : parseByteRange(header, file.size);
  if (range === "unsatisfiable") {
    return reply.status(416).header("Content-Range", `bytes */${file.size}`).send();
  }
  // Opened before any header is set: a missing blob answers as a plain JSON error. A failure of the
  // stream once the headers are sent makes Fastify destroy the response: the client sees a download
  // cut short (an incomplete body for its Content-Length), never a shorter file presented as whole.
  const stream = await file.open(range);
  reply
    .header("Content-Type", file.contentType)
    .header("Content-Disposition", attachmentDisposition(file.name))
    .header("X-Content-Type-Options", "nosniff")
    .header("Accept-Ranges", "bytes");
  if (!range) return reply.header("Content-Length", file.size).send(stream);
  return reply
    .status(206)
    .header("Content-Range", `bytes ${range.start}-${range.end}/${file.size}`)
    .header("Content-Length", range.end - range.start + 1)
    .send(stream);
}

/**
 * One byte range of a `Range` header against a size (RFC 9110 §14.1.2): `start-end`, `start-` or
 * `-suffix`. Undefined (serve the whole file) for another unit, several ranges or a malformed
 * header; "unsatisfiable" when it starts past the end.
 */
export function parseByteRange(header: string, size: number): BlobRange | "unsatisfiable" | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== "" && Number(last) < start) return undefined;
  if (start >= size) return "unsatisfiable";
  return { start, end };
}
