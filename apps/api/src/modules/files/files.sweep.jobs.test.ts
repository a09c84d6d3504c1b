import { mkdtempSync, rmSync } from "node:fs";
import { access, mkdir, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { BlobStore } from "../../platform/blob-store.ts";
import { LocalBlobStore } from "../../platform/local-blob-store.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { claimDailySweep } from "./files.check.jobs.ts";
import { sweepStoredFiles } from "./files.sweep.jobs.ts";

// Issue 41: a kill -9 during uploads left orphan files and `.part` files; a sweep at start-up and daily
// removes partial files older than an hour and files no row names older than a day.

const HOUR = 60 * 60 * 1000;
const dataDir = mkdtempSync(path.join(tmpdir(), "campus-sweep-"));
const filesDir = path.join(dataDir, "files");
let t: TestApp;

const exists = (file: string) =>
  access(path.join(filesDir, file)).then(
    () => true,
    () => false,
  );

async function writeAged(file: string, ageMs: number) {
  const full = path.join(filesDir, file);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, "octets");
  const at = new Date(Date.now() - ageMs);
  await utimes(full, at, at);
}

beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir }, { seed: "none" });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the sweep of what cut uploads left", () => {
  it("removes partial files older than an hour and orphans older than a day, nothing younger", async () => {
    await writeAged("ata/principal/assignments/x/1-copie.pdf.a1b2c3.part", 2 * HOUR);
    await writeAged("ata/principal/assignments/x/2-copie.pdf.d4e5f6.part", 10 * 60_000);
    await writeAged("ata/principal/assignments/x/3-orphelin.pdf", 2 * 24 * HOUR);
    await writeAged("ata/principal/assignments/x/4-envoi-en-cours.pdf", 2 * HOUR);
    const blobs = new LocalBlobStore(filesDir);

    expect(await sweepStoredFiles({ db: t.database.db, blobs }, new Date())).toEqual({
      partials: 1,
      orphans: 1,
    });
    expect(await exists("ata/principal/assignments/x/1-copie.pdf.a1b2c3.part")).toBe(false);
    expect(await exists("ata/principal/assignments/x/2-copie.pdf.d4e5f6.part")).toBe(true);
    expect(await exists("ata/principal/assignments/x/3-orphelin.pdf")).toBe(false);
    expect(await exists("ata/principal/assignments/x/4-envoi-en-cours.pdf")).toBe(true);
  });

  it("a store that writes no partial files has none to remove", async () => {
    const local = new LocalBlobStore(filesDir);
    // As the S3 store: no removeStalePartials.
    const s3Like: BlobStore = {
      put: (key, body) => local.put(key, body),
      get: (key, range) => local.get(key, range),
      remove: (key) => local.remove(key),
      list: () => local.list(),
    };
    expect((await sweepStoredFiles({ db: t.database.db, blobs: s3Like }, new Date())).partials).toBe(0);
  });

  it("runs once a day across the cluster's processes", async () => {
    const now = new Date("2026-12-01T03:00:00Z");
    expect(await claimDailySweep(t.database.db, now)).toBe(true);
    expect(await claimDailySweep(t.database.db, new Date(now.getTime() + HOUR))).toBe(false);
    expect(await claimDailySweep(t.database.db, new Date(now.getTime() + 24 * HOUR))).toBe(true);
  });

  it("runs when the server starts listening", async () => {
    await writeAged("horizon/principal/slots/y/5-coupé.pdf.0a0b0c.part", 3 * HOUR);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    await vi.waitFor(
      async () => expect(await exists("horizon/principal/slots/y/5-coupé.pdf.0a0b0c.part")).toBe(false),
      {
        timeout: 10_000,
      },
    );
  });
});
