import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import { committedMigrations, migrationsUpTo } from "../test/migrations-history.ts";
import { type Database, migrationsFolder } from "./client.ts";
import { isMigrated, newestAppliedMigration } from "./migrations-state.ts";

// Every start runs `migrate`; once the database holds the newest migration it checks that in one
// query and runs nothing else. These tests prove that a database an older build left behind still
// gets what it misses.

/** The migration before 0018, whose partial indexes tell whether 0018 ran. */
const BEFORE_LIST_INDEXES = "0017_slot_change_validated";

let database: Database;
let drop: () => Promise<void>;
let history: string;
let entries: Awaited<ReturnType<typeof committedMigrations>>;

async function recorded(): Promise<number> {
  const result = await database.db.execute<{ n: string | number }>(
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  );
  return Number(result.rows[0]?.n);
}

async function hasIndex(name: string): Promise<boolean> {
  const result = await database.db.execute<{ n: string | number }>(
    sql`select count(*) as n from pg_indexes where indexname = ${name}`,
  );
  return Number(result.rows[0]?.n) === 1;
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  entries = await committedMigrations();
  history = await migrationsUpTo(BEFORE_LIST_INDEXES);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop?.();
  if (history) await rm(history, { recursive: true, force: true });
});

describe("migrate", () => {
  it("migrates a database that has never been", async () => {
    expect(await isMigrated(database.db, history)).toBe(false);
    await database.migrate(history);
    const older = entries.findIndex((entry) => entry.tag === BEFORE_LIST_INDEXES);
    expect(await recorded()).toBe(older + 1);
    expect(await newestAppliedMigration(database.db)).toBe(entries[older]?.when);
    expect(await isMigrated(database.db, history)).toBe(true);
    expect(await hasIndex("users_administrators")).toBe(false);
  });

  it("applies the migration an older build did not have", async () => {
    expect(await isMigrated(database.db, migrationsFolder)).toBe(false);
    await database.migrate();
    expect(await recorded()).toBe(entries.length);
    expect(await newestAppliedMigration(database.db)).toBe(entries.at(-1)?.when);
    expect(await hasIndex("users_administrators")).toBe(true);
  });

  it("does nothing on a database that is up to date", async () => {
    await database.migrate();
    await database.migrate(history);
    expect(await recorded()).toBe(entries.length);
  });
});
