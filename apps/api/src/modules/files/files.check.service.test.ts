import { execFile } from "node:child_process";
import { access, utimes } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { isNotNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client.ts";
import { slotFiles } from "../../db/schema/index.ts";
import { type Scenario, useScenarioApp } from "../../test/scenario-app.ts";
import { FILES, PROF, type ScenarioApp } from "../../test/storage-scenario.ts";
import { checkFilesCommand } from "./files.check.command.jobs.ts";
import { claimWeeklyCheck } from "./files.check.jobs.ts";
import { checkStoredFiles, formatFilesReport } from "./files.check.service.ts";

// The integrity check of the stored files (`npm run check-files`, and the weekly job): rows whose
// file is missing and files no row names, per company; the safe repairs; one run per cluster.

let t: ScenarioApp;
let scenario: Scenario;

useScenarioApp((started) => ({ t, scenario } = started), { healAfterEach: false });

const DAY = 24 * 60 * 60 * 1000;
const check = (options: { mark: boolean; removeOrphans: boolean }) =>
  checkStoredFiles({ db: t.database.db, blobs: t.blobs }, { ...options, now: new Date() });

async function submissionFiles() {
  const response = await t.fetch(`/api/assignments/${scenario.boxId}/submissions`, { as: PROF });
  const page = (await response.json()) as { items: { files: { name: string; isMissing: boolean }[] }[] };
  return page.items.flatMap((item) => item.files);
}

describe("checkStoredFiles", () => {
  it("lists missing files and orphans per company, marks and removes only what is safe, and unmarks a file that came back", async () => {
    const keys: string[] = [];
    for await (const blob of t.blobs.list()) keys.push(blob.key);
    const rapportKey = keys.find((key) => key.endsWith("rapport.pdf")) ?? "";
    await t.blobs.remove(rapportKey);
    const oldOrphan = "ata/principal/assignments/perdu/1000-ancien.pdf";
    const newOrphan = "horizon/principal/assignments/perdu/2000-recent.pdf";
    await t.blobs.put(oldOrphan, Readable.from([FILES.annexe]));
    await t.blobs.put(newOrphan, Readable.from([FILES.annexe]));
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    await utimes(path.join(t.dataDir, "files", oldOrphan), twoDaysAgo, twoDaysAgo);

    const found = await check({ mark: false, removeOrphans: false });
    expect(
      found.companies.map((company) => ({
        companyId: company.companyId,
        missing: company.missing.map((reference) => `${reference.table} ${reference.name}`),
        orphans: company.orphans.map((orphan) => orphan.key),
      })),
    ).toEqual([
      { companyId: "ata", missing: ["assignment_files rapport.pdf"], orphans: [oldOrphan] },
      { companyId: "horizon", missing: [], orphans: [newOrphan] },
    ]);
    expect(formatFilesReport(found)).toContain("Établissement ata : 1 fichier manquant, 1 fichier orphelin");
    expect((await submissionFiles()).find((file) => file.name === "rapport.pdf")?.isMissing).toBe(false);

    const repaired = await check({ mark: true, removeOrphans: true });
    expect(repaired.repaired).toEqual({ marked: 1, cleared: 0, removed: 1 });
    const remaining: string[] = [];
    for await (const blob of t.blobs.list()) remaining.push(blob.key);
    expect(remaining).not.toContain(oldOrphan);
    expect(remaining).toContain(newOrphan); // younger than a day: maybe an upload being recorded
    // The teacher's list shows « fichier manquant » for that file only.
    const marked = await submissionFiles();
    expect(marked.filter((file) => file.isMissing).map((file) => file.name)).toEqual(["rapport.pdf"]);

    // The file restored (from a backup of the files): the next check clears its mark.
    await t.blobs.put(rapportKey, Readable.from([FILES.rapport]));
    await t.blobs.remove(newOrphan);
    const again = await check({ mark: true, removeOrphans: true });
    expect(again.companies).toEqual([]);
    expect(again.repaired).toEqual({ marked: 0, cleared: 1, removed: 0 });
    expect((await submissionFiles()).some((file) => file.isMissing)).toBe(false);
  });
});

describe("the weekly job's claim", () => {
  it("lets one run a week through, whichever process of the cluster asks first", async () => {
    const monday = new Date("2031-03-03T03:00:00.000Z");
    const claims = await Promise.all([
      claimWeeklyCheck(t.database.db, monday),
      claimWeeklyCheck(t.database.db, monday),
      claimWeeklyCheck(t.database.db, monday),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await claimWeeklyCheck(t.database.db, new Date(monday.getTime() + 6 * DAY))).toBe(false);
    expect(await claimWeeklyCheck(t.database.db, new Date(monday.getTime() + 7 * DAY))).toBe(true);
  });
});

describe("npm run check-files", () => {
  const cli = fileURLToPath(new URL("./files.check.cli.jobs.ts", import.meta.url));
  const commandEnv = (env: Record<string, string>) => ({
    ...process.env,
    LOG_LEVEL: "silent",
    SEED_DEMO: "false",
    DATA_DIR: t.dataDir,
    ...env,
  });
  /** The command as an operator runs it, on the test server's database and store (a process of its own). */
  async function runCli(args: string[], env: Record<string, string>) {
    const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", cli, ...args], {
      env: commandEnv(env),
    });
    return stdout;
  }
  /** The same command run in this process (each process started through tsx costs seconds). */
  const runCommand = async (args: string[], env: Record<string, string>) =>
    `${await checkFilesCommand(args, commandEnv(env))}\n`;
  /**
   * The database the command opens: on PostgreSQL the test's own; on PGlite a copy of it in
   * DATA_DIR/pglite, as a stopped server leaves it, opened again (`read`) once the command is done.
   */
  async function cliDatabase(): Promise<{ env: Record<string, string>; read: () => Promise<Database> }> {
    if (t.databaseUrl) {
      const database = t.database;
      return {
        env: { DATABASE_URL: t.databaseUrl },
        read: async () => ({ ...database, close: async () => {} }),
      };
    }
    const client = (t.database.db as unknown as { $client: PGlite }).$client;
    const dataDir = path.join(t.dataDir, "pglite");
    const copy = await openDatabase({ dataDir, template: await client.dumpDataDir("none") });
    await copy.close();
    return { env: { DATABASE_URL: "" }, read: () => openDatabase({ dataDir }) };
  }
  async function slotFileMarks(database: Database) {
    const rows = await database.db
      .select({ name: slotFiles.name, missingSince: slotFiles.missingSince })
      .from(slotFiles)
      .where(isNotNull(slotFiles.missingSince));
    return rows.map((row) => row.name);
  }

  it("reports a missing file and an old orphan, --repair marks the one and removes the other, then nothing is left to repair", async () => {
    const keys: string[] = [];
    for await (const blob of t.blobs.list()) keys.push(blob.key);
    const supportKey = keys.find((key) => key.endsWith("support.pdf")) ?? "";
    await t.blobs.remove(supportKey);
    const orphan = "ata/principal/slots/perdu/3000-oublie.pdf";
    await t.blobs.put(orphan, Readable.from([FILES.annexe]));
    const twoDaysAgo = new Date(Date.now() - 2 * DAY);
    await utimes(path.join(t.dataDir, "files", orphan), twoDaysAgo, twoDaysAgo);
    const database = await cliDatabase();

    const report = await runCli([], database.env);
    expect(report).toContain("Établissement ata : 1 fichier manquant, 1 fichier orphelin");
    expect(report).toMatch(/manquant {2}slot_files \S+ « support\.pdf »/);
    expect(report).toContain(`orphelin  ${orphan} (${FILES.annexe.length} octets, `);
    expect(report).toContain("Relancez avec --repair");
    expect(await exists(orphan)).toBe(true); // a report only: nothing touched

    const repaired = await runCli(["--repair"], database.env);
    expect(repaired).toContain(
      "Réparé : 1 fichier marqué « fichier manquant », 0 marque retirée, 1 orphelin de plus d'un jour supprimé.",
    );
    expect(await exists(orphan)).toBe(false);
    const afterRepair = await database.read();
    try {
      expect(await slotFileMarks(afterRepair)).toEqual(["support.pdf"]);
    } finally {
      await afterRepair.close();
    }

    // Run again: the file is still missing (and said so), but nothing is left to mark or remove.
    const second = await runCommand(["--repair"], database.env);
    expect(second).toContain("Établissement ata : 1 fichier manquant, 0 fichier orphelin");
    expect(second).not.toContain("orphelin  ");
    expect(second).not.toContain("Réparé");

    // The file restored from a backup: its mark goes, and the run after that finds no gap at all.
    await t.blobs.put(supportKey, Readable.from([FILES.support]));
    expect(await runCommand(["--repair"], database.env)).toContain(
      "Réparé : 0 fichier marqué « fichier manquant », 1 marque retirée",
    );
    expect((await runCommand([], database.env)).trim()).toBe(
      "Aucun écart : chaque fichier a sa ligne, chaque ligne son fichier.",
    );
  }, 120_000); // two runs of the command in processes of their own, each starting tsx
});

async function exists(key: string) {
  return access(path.join(t.dataDir, "files", key)).then(
    () => true,
    () => false,
  );
}
