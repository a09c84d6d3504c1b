import { openTestDatabase } from "./harness.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

/**
 * A real server process with the demo seed, on a database of its own: on TEST_DATABASE_URL when set, a copy
 * of the run's demo template (migrated and seeded: the server finds nothing to do; dropped by `stop`), else
 * PGlite under the process's DATA_DIR, which the server migrates and seeds.
 */
export async function startDemoServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  let databaseUrl = "";
  let drop = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const opened = await openTestDatabase({ from: "demo" });
    await opened.database.close();
    databaseUrl = opened.url ?? "";
    drop = opened.drop;
  }
  const started = await startServerProcess({ DATABASE_URL: databaseUrl, SEED_DEMO: "true", ...env });
  return {
    ...started,
    async stop() {
      await started.stop();
      await drop();
    },
  };
}
