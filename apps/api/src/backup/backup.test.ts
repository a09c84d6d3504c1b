import { rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Config } from "../config.ts";
import { openDatabase } from "../db/client.ts";
import { courses } from "../db/schema/index.ts";
import { createBlobStore } from "../platform/blob-stores.ts";
import { demoAccounts } from "../test/factories.ts";
import { createCourse } from "../test/factories-courses.ts";
import { fileHashes, freshConfig, prepareSource, rowCounts, storeSomeFiles } from "./backup.fixtures.ts";
import { createBackup, restoreBackup } from "./backup.ts";
import { SqlStatementSplitter } from "./sql-statements.ts";
import { openTarget } from "./targets.ts";

// A title with everything that could end a statement too early or be taken for a psql command.
const TRICKY_TITLE = "L'été ; $$ fin $$ -- pas un commentaire\n\\copy pas une commande ; /* non plus */";

function split(lines: string[]): string[] {
  const splitter = new SqlStatementSplitter();
  return [...lines.flatMap((line) => splitter.push(`${line}\n`)), ...splitter.end()];
}

describe("the SQL dump splitter", () => {
  it("cuts at each top-level semicolon and nowhere inside strings, identifiers or dollar-quoted bodies", () => {
    expect(
      split([
        "SET a = 1;",
        "INSERT INTO public.t VALUES (1, 'a;b''c'), (2, 'ligne',",
        "'suite;');",
        'CREATE TABLE "x;y" (id int);',
        "CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $fn$ begin",
        "  return 1; end; $fn$;",
        "SELECT $$;$$",
      ]),
    ).toEqual([
      "SET a = 1",
      "INSERT INTO public.t VALUES (1, 'a;b''c'), (2, 'ligne',\n'suite;')",
      'CREATE TABLE "x;y" (id int)',
      "CREATE FUNCTION f() RETURNS int LANGUAGE plpgsql AS $fn$ begin\n  return 1; end; $fn$",
      "SELECT $$;$$",
    ]);
  });

  it("drops comments and psql's own commands, but not a backslash inside a statement", () => {
    expect(
      split([
        "\\restrict abc",
        "-- a comment; with a semicolon",
        "/* a block; comment */ SELECT 1; -- trailing;",
        "SELECT 'x",
        "\\not a command';",
        "\\unrestrict abc",
      ]),
    ).toEqual(["SELECT 1", "SELECT 'x\n\\not a command'"]);
  });
});

describe("backup and restore on the embedded database", () => {
  let source: Config;
  let restored: Config;
  const archives: string[] = [];

  beforeAll(async () => {
    source = await freshConfig();
    restored = await freshConfig();
    await prepareSource(source, async (db) => {
      const ids = await demoAccounts(db);
      await createCourse(db, {
        companyId: "ata",
        title: TRICKY_TITLE,
        teacherIds: [ids.teacherId.ata],
        studentIds: [ids.studentId.ata],
      });
    });
    await storeSomeFiles(await createBlobStore(source));
  }, 120_000);

  afterAll(async () => {
    for (const dir of [source.dataDir, restored.dataDir, ...archives])
      await rm(dir, { recursive: true, force: true });
  });

  it("restores every row and every file into an empty data directory, and the server's migrations find nothing to do", async () => {
    const archive = path.join(source.dataDir, "..", `${path.basename(source.dataDir)}.tar.gz`);
    archives.push(archive);
    const from = await openTarget(source);
    const written = await createBackup(
      { target: from.target, blobs: await createBlobStore(source) },
      archive,
    ).finally(from.close);
    expect(written.files).toBe(3);
    // Readable by its owner only: password hashes and the media-signing key are in it (issue 41).
    expect((await stat(archive)).mode & 0o777).toBe(0o600);

    const to = await openTarget(restored);
    const summary = await restoreBackup(
      { target: to.target, blobs: await createBlobStore(restored) },
      archive,
    ).finally(to.close);
    expect(summary).toMatchObject({ database: "pglite", files: 3 });

    const counts = await rowCounts(source);
    expect(counts["public.users"]).toBeGreaterThan(0);
    expect(counts["drizzle.__drizzle_migrations"]).toBeGreaterThan(0);
    expect(await rowCounts(restored)).toEqual(counts);
    expect(await fileHashes(restored)).toEqual(await fileHashes(source));

    const database = await openDatabase({ dataDir: path.join(restored.dataDir, "pglite") });
    try {
      await database.migrate();
      const [course] = await database.db.select().from(courses).where(eq(courses.title, TRICKY_TITLE));
      expect(course?.companyId).toBe("ata");
    } finally {
      await database.close();
    }
  });

  it("overwrites an archive readable by everyone with one readable by its owner only", async () => {
    const archive = path.join(source.dataDir, "..", `${path.basename(source.dataDir)}-encore.tar`);
    archives.push(archive);
    await writeFile(archive, "ancienne", { mode: 0o644 });
    const from = await openTarget(source);
    await createBackup({ target: from.target, blobs: await createBlobStore(source) }, archive).finally(
      from.close,
    );
    expect((await stat(archive)).mode & 0o777).toBe(0o600);
  });

  it("refuses to restore into a database or a store that is not empty, writing nothing", async () => {
    const archive = archives[0] as string;
    const to = await openTarget(source);
    await expect(
      restoreBackup({ target: to.target, blobs: await createBlobStore(source) }, archive).finally(to.close),
    ).rejects.toThrow("La base de destination n'est pas vide");
    const other = await freshConfig();
    archives.push(other.dataDir);
    await storeSomeFiles(await createBlobStore(other));
    const empty = await openTarget(other);
    await expect(
      restoreBackup({ target: empty.target, blobs: await createBlobStore(other) }, archive).finally(
        empty.close,
      ),
    ).rejects.toThrow("Le stockage des fichiers de destination n'est pas vide");
    expect(Object.values(await rowCounts(other)).length).toBe(0);
  });
});
