import { rm, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { studentRows } from "../../test/factories-school.ts";
import { bearer, createTestApp, type TestApp } from "../../test/harness.ts";
import { billionLaughs, zipBomb } from "../../test/hostile-files.ts";
import { IMPORT_LIMITS, parseSheetInWorker } from "./imports.sheet.jobs.ts";

// A real listening server: the attack must leave the other requests answering while it runs.
let t: TestApp;
let base: string;
let admin: Record<string, string>;
/** The slowest probe with no attack running: the machine's own load, which the budget allows for. */
let idleSlowest = 0;

async function sendFile(bytes: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${base}/api/imports/students/preview`, {
    method: "POST",
    body: form,
    headers: admin,
  });
  return {
    status: response.status,
    body: (await response.json()) as { error?: { code: string; message: string } },
  };
}

/** Runs `attack` while probing the health route and a list, and sampling the process's memory. */
async function underProbes<T>(attack: () => Promise<T>) {
  const rssBefore = process.memoryUsage.rss();
  let rssPeak = rssBefore;
  let slowest = 0;
  let probes = 0;
  let done = false;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage.rss());
  }, 10);
  const probe = async (url: string, headers: Record<string, string> = {}) => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      expect(response.status).toBe(200);
      slowest = Math.max(slowest, performance.now() - started);
      probes++;
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  const loops = [probe(`${base}/api/health`), probe(`${base}/api/students?pageSize=5`, admin)];
  try {
    const result = await attack();
    return { result, growthMb: (rssPeak - rssBefore) / 1024 / 1024, slowest, probes };
  } finally {
    done = true;
    await Promise.all(loops);
    clearInterval(sampler);
  }
}

/**
 * The demo accounts and as many ata students as the demo has (one statement): the list the probes
 * read while an attack runs costs what it cost on the demo, which the latency budget was set for.
 */
async function fixture(db: Db) {
  await demoAccounts(db);
  await createStudents(db, studentRows("ata", { prefix: "ATA-2026-", start: 2, count: 299 }));
}

beforeAll(async () => {
  t = await createTestApp({}, { seed: fixture });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = bearer(await t.login("admin@ata.example"));
  // Warm up: the first import prepares the worker, the probes measure the machine at rest.
  const csv = Buffer.from("numero_etudiant;nom;prenom;email\nW-1;Petit;Lou;lou.petit@exemple.fr\n");
  expect((await sendFile(csv, "a.csv")).status).toBe(200);
  idleSlowest = (await underProbes(() => new Promise((resolve) => setTimeout(resolve, 1500)))).slowest;
});
afterAll(() => t.close());

describe("a hostile spreadsheet", () => {
  // A stalled server keeps a probe waiting the whole attack. A probe answered within twice the idle
  // probe, or within half the attack's time (the machine's load stretches both alike), shows none.
  const budget = () => Math.max(100, 2 * idleSlowest);

  it.each([
    ["a sheet inflating to 3.9 GB", () => zipBomb(3.9e9), 413, "TOO_LARGE"],
    ["a sheet inflating to 200 MB", () => zipBomb(200e6), 413, "TOO_LARGE"],
    ["a zip entry lying about its size", () => zipBomb(200e6, 1000), 400, "INVALID_FILE"],
    ["a billion-laughs sheet", billionLaughs, 400, "INVALID_FILE"],
  ] as const)("refuses %s without stalling the other requests", async (_name, build, status, code) => {
    const file = build();
    // The idle reference taken again just before: another test file's worker shares the machine, and its
    // load at the beforeAll's moment says nothing of its load now.
    const idleNow = (await underProbes(() => new Promise((resolve) => setTimeout(resolve, 1500)))).slowest;
    idleSlowest = Math.max(idleSlowest, idleNow);
    const started = performance.now();
    const { result, growthMb, slowest, probes } = await underProbes(() => sendFile(file, "bombe.xlsx"));
    const attackMs = performance.now() - started;
    expect(result.status).toBe(status);
    expect(result.body.error?.code).toBe(code);
    expect(result.body.error?.message).toMatch(/Excel/);
    expect(growthMb).toBeLessThan(100);
    expect(probes).toBeGreaterThan(0);
    expect(slowest).toBeLessThan(Math.max(budget(), attackMs / 2));
  });

  it("answers 413 when the parsing worker reaches its memory cap, and the server lives on", async () => {
    const file = `${tmpdir()}/campus-rows-${process.pid}.csv`;
    // 4 MB of tiny rows: a million row objects, far beyond a 16 MB heap.
    await writeFile(file, `numero_etudiant;nom\n${"a;b\n".repeat(1_000_000)}`);
    const uncapped = { ...IMPORT_LIMITS, rows: 1e9, workerHeapMb: 16 };
    try {
      await expect(parseSheetInWorker(file, uncapped)).rejects.toMatchObject({
        status: 413,
        message: expect.stringContaining("trop de mémoire"),
      });
    } finally {
      await rm(file, { force: true });
    }
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });
});

describe("the reading limits", () => {
  const header = "numero_etudiant;nom;prenom;email";
  const row = (i: number) => `L-${i};Nom;Prénom;l${i}@exemple.fr`;

  it("refuses more than 20,000 rows", async () => {
    const rows = Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => row(i));
    const { status, body } = await sendFile(Buffer.from([header, ...rows].join("\n")), "a.csv");
    expect(status).toBe(413);
    expect(body.error?.message).toMatch(/dépasse 20\s000 lignes/u);
  });

  it("refuses a row of too many columns and a cell too long", async () => {
    const wide = await sendFile(
      Buffer.from(`${header}\n${"x;".repeat(IMPORT_LIMITS.cellsPerRow)}x\n`),
      "a.csv",
    );
    expect(wide.status).toBe(413);
    expect(wide.body.error?.message).toMatch(/ligne 2 dépasse 100 colonnes/);
    const long = await sendFile(Buffer.from(`${header}\n${row(1)};${"x".repeat(6000)}\n`), "a.csv");
    expect(long.status).toBe(413);
    expect(long.body.error?.message).toMatch(/cellule de la ligne 2 dépasse 5\s000 caractères/u);
  });
});
