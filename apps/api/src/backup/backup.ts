import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdtemp, open, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import * as tar from "tar-stream";
import type { BlobStore } from "../platform/blob-store.ts";
import { type DumpTarget, dumpDatabase, isEmptyDatabase, restoreDatabase } from "./database-dump.ts";

/**
 * One backup is one tar archive (gzip-compressed when its name ends in `.gz` or `.tgz`):
 * `campus-backup.json` (what it is), `database.sql` (a plain SQL dump) and `files/<key>` for every
 * blob of the store. It is written and read as a stream: never whole in memory.
 */
const MANIFEST = "campus-backup.json";
const DATABASE = "database.sql";
const FILES = "files/";
const FORMAT = 1;

interface Manifest {
  format: number;
  createdAt: string;
  database: DumpTarget["kind"];
}

export interface BackupSummary {
  files: number;
  bytes: number;
}

/** Writes the database and every stored file into the archive at `archivePath`. */
export async function createBackup(
  source: { target: DumpTarget; blobs: BlobStore },
  archivePath: string,
  now = new Date(),
): Promise<BackupSummary> {
  const work = await mkdtemp(path.join(tmpdir(), "campus-backup-"));
  try {
    // The dump's size goes in its tar header before its bytes: it is written to disk first.
    const dumpFile = path.join(work, DATABASE);
    await dumpDatabase(source.target, dumpFile);
    const pack = tar.pack();
    // Readable by its owner only (issue 41): it holds password hashes and the media-signing key. Made so
    // before the first byte, an archive overwritten included.
    await writeFile(archivePath, "", { mode: 0o600 });
    await chmod(archivePath, 0o600);
    const written = pipeline([
      pack as unknown as Readable,
      ...(isGzipName(archivePath) ? [createGzip()] : []),
      createWriteStream(archivePath),
    ]);
    written.catch(() => {}); // awaited below; a failure also fails the entry being added
    const manifest: Manifest = { format: FORMAT, createdAt: now.toISOString(), database: source.target.kind };
    await addEntry(pack, { name: MANIFEST, mtime: now }, Buffer.from(JSON.stringify(manifest, null, 2)));
    await addEntry(
      pack,
      { name: DATABASE, size: (await stat(dumpFile)).size, mtime: now },
      createReadStream(dumpFile),
    );
    const summary: BackupSummary = { files: 0, bytes: 0 };
    for await (const blob of source.blobs.list()) {
      const { stream, size } = await source.blobs.get(blob.key);
      await addEntry(pack, { name: FILES + blob.key, size, mtime: now }, stream);
      summary.files++;
      summary.bytes += size;
    }
    pack.finalize();
    await written;
    return summary;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function isGzipName(file: string): boolean {
  return /\.(gz|tgz)$/i.test(file);
}

/** Adds one entry and waits until the archive took all of its bytes. */
function addEntry(
  pack: tar.Pack,
  header: Parameters<tar.Pack["entry"]>[0],
  body: Readable | Buffer,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error | null) => (error ? reject(error) : resolve());
    if (Buffer.isBuffer(body)) {
      pack.entry(header, body, done);
      return;
    }
    const entry = pack.entry(header, done);
    body.on("error", (error) => {
      entry.destroy(error);
      reject(error);
    });
    body.pipe(entry as unknown as NodeJS.WritableStream);
  });
}

export interface RestoreSummary extends BackupSummary {
  statements: number;
  database: DumpTarget["kind"];
}

/**
 * Restores an archive into an empty database and an empty store (it refuses otherwise, before
 * writing anything). The SQL runs in one transaction; the files follow it.
 */
export async function restoreBackup(
  destination: { target: DumpTarget; blobs: BlobStore },
  archivePath: string,
): Promise<RestoreSummary> {
  if (!(await isEmptyDatabase(destination.target))) {
    throw new Error("La base de destination n'est pas vide : une restauration se fait dans une base neuve.");
  }
  for await (const blob of destination.blobs.list()) {
    throw new Error(`Le stockage des fichiers de destination n'est pas vide (${blob.key}).`);
  }
  const extract = tar.extract();
  const input = createReadStream(archivePath);
  const feeding = pipeline([
    input,
    ...((await startsWithGzip(archivePath)) ? [createGunzip()] : []),
    extract as unknown as NodeJS.WritableStream,
  ]);
  feeding.catch(() => {}); // awaited below; a broken archive also ends the loop with its error
  const summary: RestoreSummary = { files: 0, bytes: 0, statements: 0, database: "pglite" };
  let manifest: Manifest | undefined;
  try {
    for await (const entry of extract) {
      const name = entry.header.name;
      const body = Readable.from(entry as AsyncIterable<Buffer>);
      if (name === MANIFEST) {
        manifest = readManifest(await text(body));
        summary.database = manifest.database;
      } else if (manifest === undefined) {
        throw new Error(`${archivePath} n'est pas une sauvegarde de Campus Formation (${MANIFEST} absent).`);
      } else if (name === DATABASE) {
        summary.statements = await restoreDatabase(destination.target, linesOf(body));
      } else if (name.startsWith(FILES) && entry.header.type === "file") {
        await destination.blobs.put(name.slice(FILES.length), body.pipe(new PassThrough()));
        summary.files++;
        summary.bytes += entry.header.size ?? 0;
      } else {
        body.resume();
      }
    }
    await feeding;
  } catch (error) {
    input.destroy();
    throw error;
  }
  if (summary.statements === 0) throw new Error(`${archivePath} ne contient pas de base (${DATABASE}).`);
  return summary;
}

function readManifest(content: string): Manifest {
  const manifest = JSON.parse(content) as Partial<Manifest>;
  if (manifest.format !== FORMAT || (manifest.database !== "pglite" && manifest.database !== "postgres")) {
    throw new Error(`Format de sauvegarde inconnu (${MANIFEST} : format ${String(manifest.format)}).`);
  }
  return manifest as Manifest;
}

/** The lines of a UTF-8 stream, pulled one chunk at a time (the consumer's pace holds the stream back). */
async function* linesOf(body: Readable): AsyncIterable<string> {
  const decoder = new StringDecoder("utf8");
  let rest = "";
  for await (const chunk of body) {
    const lines = (rest + decoder.write(chunk as Buffer)).split("\n");
    rest = lines.pop() ?? "";
    yield* lines;
  }
  rest += decoder.end();
  if (rest !== "") yield rest;
}

async function text(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString("utf8");
}

async function startsWithGzip(file: string): Promise<boolean> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === 0x1f && buffer[1] === 0x8b;
  } finally {
    await handle.close();
  }
}
