import path from "node:path";
import { Readable } from "node:stream";
import { UPLOAD_MESSAGES } from "@campus/contracts/uploads";
import type { FastifyRequest } from "fastify";
import type { BlobStore } from "./blob-store.ts";
import { AppError } from "./errors.ts";
import { loadFileTypeFromBuffer } from "./heavy-modules.ts";

/** Bytes read before the type is decided: file-type's own sample size. */
const SAMPLE_BYTES = 4100;

export const TEXT_PLAIN = "text/plain; charset=utf-8";
export const ZIP = "application/zip";
/** An Excel workbook (a ZIP archive). */
export const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Office formats stored as ZIP archives, by extension: the name only chooses among ZIP-based types. */
const ZIP_TYPES: Record<string, string> = {
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": XLSX,
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".odt": "application/vnd.oasis.opendocument.text",
  ".ods": "application/vnd.oasis.opendocument.spreadsheet",
  ".odp": "application/vnd.oasis.opendocument.presentation",
  ".zip": ZIP,
};

/** Office documents (ZIP archives), as an accept list. */
export const OFFICE_TYPES: readonly string[] = Object.values(ZIP_TYPES).filter((type) => type !== ZIP);

/** The multipart parser's options for a route taking one file (its size limit is set per upload). */
export const MULTIPART_OPTIONS = { limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024 } };

export interface UploadRules {
  /** Largest file accepted, in bytes; beyond, 413 and nothing kept. */
  maxBytes: number;
  /** Content types accepted, as file-type names them; TEXT_PLAIN accepts any UTF-8 text. */
  accept: readonly string[];
  /** The refusal of other bytes, in the area's words. */
  invalidTypeMessage?: string;
  /** The refusal of a file over the limit, in the area's words. */
  tooLargeMessage?: string;
  /** The answer to a request without a file, in the area's words. */
  missingFileMessage?: string;
  /**
   * How a body cut short or malformed is refused: VALIDATION with UPLOAD_MESSAGES.incomplete by
   * default, or the catalogue's INCOMPLETE_UPLOAD (whose message says nothing was imported).
   */
  incompleteCode?: "INCOMPLETE_UPLOAD";
}

export interface StoredUpload {
  key: string;
  /** The file's name, cleaned (no path, no control character). */
  name: string;
  size: number;
  contentType: string;
}

/** The columns of `storedFile()` (db/schema/tenancy) for an upload kept by `uploadedBy`. */
export const storedFileValues = (upload: StoredUpload, uploadedBy: string) => ({
  blobKey: upload.key,
  name: upload.name,
  size: upload.size,
  contentType: upload.contentType,
  uploadedBy,
});

/** Streams the upload's file into the blob store, under the key the caller derives from the clean name. */
export type ReceiveUpload = (keyFor: (name: string) => string) => Promise<StoredUpload>;

/**
 * The one file of a multipart request, read as a stream: typed from its first bytes, cut at the size
 * limit, written to the blob store without a whole-file buffer. A refused, too large, truncated or
 * malformed upload throws an AppError (400 or 413) and keeps nothing. The multipart plugin must be
 * registered on the route's scope (with MULTIPART_OPTIONS).
 */
export function uploadReceiver(request: FastifyRequest, blobs: BlobStore, rules: UploadRules): ReceiveUpload {
  return (keyFor) => receiveUpload(request, blobs, rules, keyFor);
}

const fileError = (
  code: "VALIDATION" | "INVALID_FILE" | "TOO_LARGE" | "INCOMPLETE_UPLOAD",
  message?: string,
) => new AppError(code, { field: "file", ...(message ? { message } : {}) });

const tooLarge = (rules: UploadRules) => fileError("TOO_LARGE", rules.tooLargeMessage);

/** The client's fault, as our error: a file over the limit, or a body cut short or malformed. */
function clientError(error: unknown, rules: UploadRules): AppError {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  if (code === "FST_REQ_FILE_TOO_LARGE" || statusCode === 413) return tooLarge(rules);
  return rules.incompleteCode
    ? fileError(rules.incompleteCode)
    : fileError("VALIDATION", UPLOAD_MESSAGES.incomplete);
}

async function receiveUpload(
  request: FastifyRequest,
  blobs: BlobStore,
  rules: UploadRules,
  keyFor: (name: string) => string,
): Promise<StoredUpload> {
  const missing = () => fileError("VALIDATION", rules.missingFileMessage ?? UPLOAD_MESSAGES.missingFile);
  if (!request.isMultipart()) throw missing();
  let part: Awaited<ReturnType<FastifyRequest["file"]>>;
  try {
    part = await request.file({ limits: { fileSize: rules.maxBytes } });
  } catch (error) {
    throw clientError(error, rules);
  }
  if (!part) throw missing();

  const file = part.file;
  // Not destroyed when left early: the rest of the part is then drained, so the client gets our answer.
  const chunks = file.iterator({ destroyOnReturn: false });
  let size = 0;
  let failure: AppError | undefined;
  const read = async (): Promise<Buffer | null> => {
    let result: IteratorResult<Buffer>;
    try {
      result = await chunks.next();
    } catch (error) {
      failure = clientError(error, rules);
      throw failure;
    }
    if (file.truncated) {
      failure = tooLarge(rules);
      throw failure;
    }
    if (result.done) return null;
    size += result.value.length;
    return result.value;
  };

  let key: string | undefined;
  try {
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (headBytes < SAMPLE_BYTES && !ended) {
      const chunk = await read();
      if (chunk) {
        head.push(chunk);
        headBytes += chunk.length;
      } else ended = true;
    }
    const sample = Buffer.concat(head);
    if (sample.length === 0) throw fileError("INVALID_FILE", UPLOAD_MESSAGES.emptyFile);
    const name = cleanFileName(part.filename);
    const contentType = await sniffContentType(sample, name, rules.accept, ended);
    if (!contentType) {
      throw fileError("INVALID_FILE", rules.invalidTypeMessage ?? UPLOAD_MESSAGES.invalidType);
    }
    key = keyFor(name);
    const rest = async function* () {
      yield sample;
      for (let chunk = ended ? null : await read(); chunk; chunk = await read()) yield chunk;
    };
    await blobs.put(key, Readable.from(rest(), { objectMode: false }));
    return { key, name, size, contentType };
  } catch (error) {
    if (key) await blobs.remove(key);
    await chunks.return?.();
    file.resume();
    // A store's own failure stays a 500, unless the client's fault (seen by `read`) caused it.
    throw failure ?? error;
  }
}

/**
 * The content type of a file from its first bytes (never from the client's claim), if accepted:
 * what file-type recognises; a ZIP named as an office document is that document; otherwise UTF-8
 * text with no control character but tab, line and page breaks. Null when refused.
 */
async function sniffContentType(
  sample: Buffer,
  name: string,
  accept: readonly string[],
  isWhole = true,
): Promise<string | null> {
  const fileTypeFromBuffer = await loadFileTypeFromBuffer();
  const detected = (await fileTypeFromBuffer(sample))?.mime;
  if (detected === ZIP) {
    const byName = ZIP_TYPES[path.extname(name).toLowerCase()];
    if (byName && accept.includes(byName)) return byName;
  }
  if (detected && accept.includes(detected)) return detected;
  if (accept.includes(TEXT_PLAIN) && isPlainText(sample, isWhole)) return TEXT_PLAIN;
  return null;
}

function isPlainText(bytes: Buffer, isWhole: boolean): boolean {
  let text: string;
  try {
    // `stream` keeps a character cut at the end of the sample from failing the decoding.
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes, { stream: !isWhole });
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/** The name shown and offered on download: no path, no control characters, at most 200 characters. */
function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001F\u007F"]/g, "").trim();
  return cleaned.slice(-200) || "fichier";
}
