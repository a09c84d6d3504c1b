import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../platform/errors.ts";
import { type ImportLimits, limitErrors } from "./imports.limits.ts";
import { toAppError } from "./imports.sheet.ts";

/** An uploaded import file, written whole to a temporary file. */
export interface Upload {
  file: string;
  filename: string;
}

const missing = () =>
  new AppError("VALIDATION", {
    field: "file",
    message: "Joignez un fichier CSV ou XLSX (envoi multipart/form-data, champ « file »).",
  });

/**
 * Streams the request's one file to a temporary file, calls `use` with it, then deletes it. A file
 * over the limit answers 413 and a body that ends mid-file answers 400: in both cases `use` is never
 * called, so an import sees the whole file or nothing.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  limits: ImportLimits,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw missing();
  const part = await request.file();
  if (!part) throw missing();
  const dir = await mkdtemp(path.join(tmpdir(), "campus-import-"));
  try {
    const file = path.join(dir, "upload");
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        callback(bytes > limits.fileBytes ? toAppError(limitErrors.fileBytes(limits)) : null, chunk);
      },
    });
    try {
      await pipeline(part.file, counter, createWriteStream(file));
    } catch (error) {
      part.file.resume();
      if (error instanceof AppError) throw error;
      throw new AppError("INCOMPLETE_UPLOAD", { field: "file" });
    }
    // busboy stops a file at its size limit and flags it rather than failing.
    if (part.file.truncated) throw toAppError(limitErrors.fileBytes(limits));
    return await use({ file, filename: part.filename });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
