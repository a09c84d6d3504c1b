import { openTestDatabase } from "./harness.ts";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

/**
 * A real server process with the demo seed, on a database of its own: a fresh one on TEST_DATABASE_URL
 * when set (dropped by `stop`), else PGlite under the process's DATA_DIR.
 */
export async function startDemoServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  let databaseUrl = "";
  let drop = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const opened = await openTestDatabase();
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
