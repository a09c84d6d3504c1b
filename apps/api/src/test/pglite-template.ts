import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import type { TestProject } from "vitest/node";
import { migrationsFolder, openPglite } from "../db/client.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder (a tar file), or "" on PostgreSQL. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest's global setup of the API tests on PGlite: the schema is migrated once, and every test
 * database starts from a copy of it (about 0.4 s, against 1.6 s to create and migrate one).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteTemplate", "");
    return;
  }
  const client = await openPglite();
  await migrate(drizzle(client), { migrationsFolder });
  const folder = mkdtempSync(path.join(tmpdir(), "campus-pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
  await client.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(folder, { recursive: true, force: true });
}
