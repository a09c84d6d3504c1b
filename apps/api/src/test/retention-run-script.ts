// Run by modules/privacy/privacy.retention.processes.test.ts as a process of its own: one pass of the daily
// retention on DATABASE_URL at the instant CLOCK, as a server process's job would; prints the companies it ran.

import { openDatabase } from "../db/client.ts";
import { runDailyRetention } from "../modules/privacy/privacy.retention-run.jobs.ts";
import { createBlobStore } from "../platform/blob-stores.ts";
import { MemoryEventBus } from "./memory-event-bus.ts";

const database = await openDatabase({ url: process.env.DATABASE_URL ?? "" });
const now = new Date(process.env.CLOCK ?? "");
const ran = await runDailyRetention({
  db: database.db,
  blobs: await createBlobStore({ dataDir: process.env.DATA_DIR ?? "/nonexistent-test-dir", s3: undefined }),
  clock: { now: () => now },
  bus: new MemoryEventBus(),
});
process.stdout.write(`${JSON.stringify(ran)}\n`);
await database.close();
