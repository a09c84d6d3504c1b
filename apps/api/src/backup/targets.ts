import path from "node:path";
import type { Config } from "../config.ts";
import { openPglite } from "../db/client.ts";
import { acquireDataDirLock } from "../platform/data-dir-lock.ts";
import type { DumpTarget } from "./database-dump.ts";

/** The configured database as a dump target, and how to let it go. */
export async function openTarget(
  config: Config,
): Promise<{ target: DumpTarget; close: () => Promise<void> }> {
  if (config.databaseUrl)
    return { target: { kind: "postgres", url: config.databaseUrl }, close: async () => {} };
  const release = acquireDataDirLock(config.dataDir);
  try {
    const pg = await openPglite(path.join(config.dataDir, "pglite"));
    return {
      target: { kind: "pglite", pg },
      close: async () => {
        await pg.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
