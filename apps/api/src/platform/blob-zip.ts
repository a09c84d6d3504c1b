import { once } from "node:events";
import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";
import { BlobNotFoundError, type BlobStore } from "./blob-store.ts";
import { attachmentDisposition } from "./downloads.ts";
import { loadArchiver } from "./heavy-modules.ts";
import { ZIP } from "./uploads.ts";

/** One file of a zip: its path inside the archive (folders with `/`), its blob and its date. */
export interface BlobZipEntry {
  path: string;
  blobKey: string;
  date: Date;
}

/** A file of a zip made by the server (a JSON file, a PDF): opened only when its turn comes. */
export interface MadeZipEntry {
  path: string;
  open: () => Promise<Readable | Buffer>;
  date: Date;
}

/** One path segment of a zip entry: no separator, no control character, no `.`/`..`, at most 120 characters. */
export function zipSegment(name: string, fallback: string): string {
  const cleaned = name
    .normalize("NFC")
    // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
    .replace(/[\u0000-\u001F\u007F/\\:*?"<>|]+/g, "_")
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .slice(0, 120);
  return cleaned || fallback;
}

/** Makes names unique (case-insensitively, as Windows and macOS compare them): `a.pdf`, `a (2).pdf`… */
export function uniqueNamer() {
  const taken = new Set<string>();
  return (name: string) => {
    const dot = name.lastIndexOf(".");
    const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ""];
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}

/** The name of the entry that lists the files left out, in French as the people who open it. */
export const ZIP_README = "LISEZ-MOI.txt";

interface LeftOut {
  path: string;
  isMissing: boolean;
}

/** The text of LISEZ-MOI.txt: what is not in the zip and why (CRLF: Windows' Notepad opens it too). */
export function zipReadme(leftOut: LeftOut[]): string {
  return [
    "Certains fichiers n'ont pas pu être ajoutés à cette archive :",
    "",
    ...leftOut.map(
      (file) => `- ${file.isMissing ? "fichier introuvable" : "fichier illisible"} : ${file.path}`,
    ),
    "",
    "Demandez à la personne qui les a déposés de les envoyer à nouveau, ou réessayez plus tard.",
    "",
  ].join("\r\n");
}

/**
 * Streams blobs as a zip built while it is sent, one blob open at a time. A blob that cannot be
 * opened (missing, or the store failing) is left out and listed in LISEZ-MOI.txt: the zip stays
 * whole. A blob failing in the middle of its bytes cannot be taken back from an entry already sent:
 * the response is then cut (the client sees a failed download, never a truncated file as whole).
 * A client that goes away stops the work and releases the blob being read. `entries` may be an async
 * iterable made while the zip is sent (the proof bundle's): the next entry is asked for only once the
 * archive has written the previous one.
 */
export async function sendBlobZip(
  reply: FastifyReply,
  blobs: BlobStore,
  fileName: string,
  entries: Iterable<BlobZipEntry | MadeZipEntry> | AsyncIterable<BlobZipEntry | MadeZipEntry>,
) {
  const archiver = await loadArchiver();
  // Stored as they are (most files are compressed already): the zip runs at the store's speed.
  const archive = archiver("zip", { store: true, forceZip64: false });
  const stop = new AbortController();
  let current: Readable | undefined;
  const halt = () => {
    if (stop.signal.aborted) return;
    stop.abort();
    current?.destroy();
    archive.abort();
  };
  const fail = (error: unknown) => {
    if (stop.signal.aborted) return;
    reply.log.error({ err: error }, "zip interrompu");
    // The response first: an aborted archive ends its stream, which must not reach the client as a whole zip.
    reply.raw.destroy(error instanceof Error ? error : new Error(String(error)));
    halt();
  };
  archive.on("warning", (error) => reply.log.warn({ err: error }, "zip warning"));
  archive.on("error", fail);
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) halt();
  });
  // A client gone while the route read the database has closed the response already: no "close" will
  // come, and the blobs would be opened into an archive nobody reads.
  if (reply.raw.destroyed || reply.request.raw.socket?.destroyed) halt();

  const fill = async () => {
    const leftOut: LeftOut[] = [];
    for await (const entry of entries) {
      if ("open" in entry) {
        if (stop.signal.aborted) return;
        const content = await entry.open();
        if (!Buffer.isBuffer(content)) {
          current = content;
          content.once("error", fail);
        }
        const written = once(archive, "entry", { signal: stop.signal });
        archive.append(content, { name: entry.path, date: entry.date });
        await written;
        current = undefined;
        continue;
      }
      let stream: Readable;
      try {
        stream = (await blobs.get(entry.blobKey)).stream;
      } catch (error) {
        const isMissing = error instanceof BlobNotFoundError;
        reply.log.warn({ err: error, blobKey: entry.blobKey }, "fichier laissé hors du zip");
        leftOut.push({ path: entry.path, isMissing });
        continue;
      }
      if (stop.signal.aborted) {
        stream.destroy();
        return;
      }
      current = stream;
      stream.once("error", fail);
      // `entry` is emitted once the archive has written this one: the next blob opens only then.
      const written = once(archive, "entry", { signal: stop.signal });
      archive.append(stream, { name: entry.path, date: entry.date });
      await written;
      current = undefined;
    }
    if (leftOut.length > 0) archive.append(zipReadme(leftOut), { name: ZIP_README, date: new Date() });
    await archive.finalize();
  };
  fill().catch((error: unknown) => {
    if (!stop.signal.aborted) fail(error);
  });

  return reply
    .header("Content-Type", ZIP)
    .header("Content-Disposition", attachmentDisposition(fileName))
    .header("X-Content-Type-Options", "nosniff")
    .send(archive);
}
