import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { auditLog, retentionRuns, students } from "../../db/schema/index.ts";
import { createStudents, demoAccounts } from "../../test/factories.ts";
import { openTestDatabase } from "../../test/harness.ts";

// Two processes run the daily retention at the same instant on one PostgreSQL database: each company's
// day runs once (one audit entry, one erasure). Run only with TEST_DATABASE_URL (vitest.config.ts).

const script = fileURLToPath(new URL("../../test/retention-run-script.ts", import.meta.url));
const NOW = new Date();
let database: Database;
let url = "";
let drop: () => Promise<void>;
let formerId = "";

const runProcess = (clock: Date) =>
  new Promise<string[]>((resolve, reject) => {
    execFile(
      process.execPath,
      ["--import", "tsx", script],
      { timeout: 60_000, env: { ...process.env, DATABASE_URL: url, CLOCK: clock.toISOString() } },
      (error, stdout) =>
        error ? reject(error) : resolve(JSON.parse(stdout.trim().split("\n").at(-1) ?? "[]")),
    );
  });

beforeAll(async () => {
  const opened = await openTestDatabase({ from: "migrated" });
  database = opened.database;
  url = opened.url ?? "";
  drop = opened.drop;
  await database.migrate();
  await demoAccounts(database.db);
  [formerId = ""] = await createStudents(database.db, [
    {
      companyId: "ata",
      studentNumber: "OLD-2",
      firstname: "Ancienne",
      lastname: "Élève",
      email: "ancienne@ata.example",
    },
  ]);
  await database.db
    .update(students)
    .set({ createdAt: new Date(NOW.getTime() - 5 * 365 * 86_400_000) })
    .where(eq(students.id, formerId));
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop?.();
});

it("runs each company's day in one of two processes, once", async () => {
  const [a, b] = await Promise.all([runProcess(NOW), runProcess(NOW)]);
  expect([...a, ...b].sort()).toEqual(["ata", "horizon"]);
  const runs = await database.db.select().from(auditLog).where(eq(auditLog.action, "retention"));
  expect(runs.map((row) => row.companyId).sort()).toEqual(["ata", "horizon"]);
  const erasures = await database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "erase"), eq(auditLog.entityId, formerId)));
  expect(erasures).toHaveLength(1);
  const [former] = await database.db.select().from(students).where(eq(students.id, formerId));
  expect(former?.firstname).toBe("Apprenant");
  expect(await database.db.select().from(retentionRuns)).toHaveLength(2);
  // Run again the same day by both: nothing left to take.
  expect([...(await runProcess(NOW)), ...(await runProcess(NOW))]).toEqual([]);
}, 180_000);
