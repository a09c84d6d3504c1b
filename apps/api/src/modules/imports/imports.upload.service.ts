import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ERROR_CODES } from "@campus/contracts/errors";
import type { FastifyRequest } from "fastify";
import { LocalBlobStore } from "../../platform/local-blob-store.ts";
import { TEXT_PLAIN, uploadReceiver, XLSX, ZIP } from "../../platform/uploads.ts";
import { type ImportLimits, limitErrors } from "./imports.limits.rules.ts";

/** An uploaded import file, written whole to a temporary file. */
export interface Upload {
  file: string;
  filename: string;
}

/** CSV (UTF-8 text) or XLSX, by their first bytes: a ZIP whatever its name, the worker then reads it. */
const IMPORT_TYPES = [TEXT_PLAIN, ZIP, XLSX];

/**
 * Streams the request's one file to a temporary file (the shared receiver: typed from its first
 * bytes, cut at the size limit), calls `use` with it, then deletes it. A file over the limit answers
 * 413 and a body that ends mid-file answers 400: in both cases `use` is never called, so an import
 * sees the whole file or nothing.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  limits: ImportLimits,
  use: (upload: Upload) => Promise<T>,
): Promise<T> {
  const dir = await mkdtemp(path.join(tmpdir(), "campus-import-"));
  try {
    const receive = uploadReceiver(request, new LocalBlobStore(dir), {
      maxBytes: limits.fileBytes,
      accept: IMPORT_TYPES,
      invalidTypeMessage: ERROR_CODES.INVALID_FILE.message,
      tooLargeMessage: limitErrors.fileBytes(limits).message,
      missingFileMessage: "Joignez un fichier CSV ou XLSX (envoi multipart/form-data, champ « file »).",
      incompleteCode: "INCOMPLETE_UPLOAD",
    });
    const upload = await receive(() => "upload");
    return await use({ file: path.join(dir, upload.key), filename: upload.name });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
