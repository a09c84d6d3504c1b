import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { meta } from "../db/schema/index.ts";
import type { Clock } from "./clock.ts";
import { notFound } from "./errors.ts";

// A link the browser follows without the bearer token (an <img>, a <video>, a download the browser's
// own manager saves): the API signs it for one subject (company, file, and for downloads the session)
// with a key kept in the `meta` table, valid for a while. Its route checks the signature, not a session header.

const KEY_NAME = "media-signing-key";
/** Media links stay valid 6 to 12 hours (expiries are rounded up to 6 h, so the browser can cache). */
const MEDIA_VALIDITY_MS = 6 * 3600_000;

let cachedKey: { db: Db; key: Buffer } | undefined;

async function signingKey(db: Db): Promise<Buffer> {
  if (cachedKey?.db === db) return cachedKey.key;
  await db
    .insert(meta)
    .values({ key: KEY_NAME, value: randomBytes(32).toString("base64") })
    .onConflictDoNothing();
  const [row] = await db.select({ value: meta.value }).from(meta).where(eq(meta.key, KEY_NAME));
  if (!row) throw new Error("media signing key missing");
  cachedKey = { db, key: Buffer.from(row.value, "base64") };
  return cachedKey.key;
}

const mac = (key: Buffer, subject: string, expires: number) =>
  createHmac("sha256", key).update(`${subject}:${expires}`).digest("base64url");

/**
 * `path?exp=…&sig=…` for the subject (e.g. `ata:image:<id>`), valid `validityMs` to twice that
 * (the expiry is rounded up to a multiple of `validityMs`). `path` may already carry a query.
 */
export async function signMediaPath(
  db: Db,
  clock: Clock,
  path: string,
  subject: string,
  validityMs = MEDIA_VALIDITY_MS,
): Promise<string> {
  const key = await signingKey(db);
  const expires = Math.ceil((clock.now().getTime() + validityMs) / validityMs) * validityMs;
  return `${path}${path.includes("?") ? "&" : "?"}exp=${expires}&sig=${mac(key, subject, expires)}`;
}

/** Throws 404 unless the signature is the subject's and has not expired. */
export async function verifyMediaSignature(
  db: Db,
  clock: Clock,
  subject: string,
  query: { exp?: number; sig?: string },
): Promise<void> {
  if (!query.exp || !query.sig || query.exp < clock.now().getTime()) throw notFound();
  const expected = Buffer.from(mac(await signingKey(db), subject, query.exp));
  const given = Buffer.from(query.sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw notFound();
}
