import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import type { Database } from "./client.ts";

// The counts of students and courses by programme and by session are kept by the database's triggers
// (kept_counts): after any sequence of writes they must equal a recount.

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ from: "demo" }));
}, 120_000);
afterAll(() => drop());

type CountRow = { company_id: string; counted: string; key_id: string; by_id: string; n: number };

async function kept(): Promise<CountRow[]> {
  const result = await database.db.execute<CountRow>(sql`
    select company_id, counted, key_id, by_id, n::int as n from kept_counts where n <> 0
    order by 1, 2, 3, 4`);
  return result.rows;
}

async function recount(): Promise<CountRow[]> {
  const result = await database.db.execute<CountRow>(sql`
    select company_id, counted, key_id, by_id, count(*)::int as n from (
      select company_id, 'students.programme' as counted, programme_id::text as key_id, coalesce(level_id::text, '') as by_id from students where programme_id is not null
      union all select company_id, 'students.cohort', cohort_id::text, coalesce(programme_id::text, '') from students where cohort_id is not null
      union all select company_id, 'courses.programme', programme_id::text, coalesce(level_id::text, '') from courses where programme_id is not null
      union all select company_id, 'courses.cohort', cohort_id::text, coalesce(programme_id::text, '') from courses where cohort_id is not null
    ) r group by 1, 2, 3, 4 order by 1, 2, 3, 4`);
  return result.rows;
}

const one = async <T>(query: ReturnType<typeof sql>) =>
  (await database.db.execute<T & Record<string, unknown>>(query)).rows[0] as T;

describe("the kept counts of students and courses", () => {
  it("start equal to a recount of the demo's students and courses", async () => {
    const counts = await kept();
    expect(counts.length).toBeGreaterThan(0);
    expect(counts).toEqual(await recount());
  });

  it("follow students and courses moved, added in bulk and deleted, and a programme deleted", async () => {
    const { company_id: companyId, programme_id: programmeId } = await one<{
      company_id: string;
      programme_id: string;
    }>(sql`select company_id, programme_id from students where programme_id is not null limit 1`);
    const before = await one<{ n: number }>(sql`
      select coalesce(sum(n), 0)::int as n from kept_counts
      where company_id = ${companyId} and counted = 'students.programme' and key_id = ${programmeId}`);
    // Moved: every student of the company to the programme, none to a level, then a name change (no move).
    await database.db.execute(
      sql`update students set programme_id = ${programmeId}, level_id = null where company_id = ${companyId}`,
    );
    await database.db.execute(
      sql`update students set firstname = firstname || '' where company_id = ${companyId}`,
    );
    expect(await kept()).toEqual(await recount());
    const all = await one<{ n: number }>(
      sql`select count(*)::int as n from students where company_id = ${companyId}`,
    );
    const after = await one<{ n: number }>(sql`
      select n from kept_counts where company_id = ${companyId} and counted = 'students.programme'
        and key_id = ${programmeId} and by_id = ''`);
    expect(after.n).toBe(all.n);
    expect(all.n).toBeGreaterThanOrEqual(before.n);
    // Courses: one moved out of its session, one deleted.
    await database.db.execute(sql`
      update courses set cohort_id = null where id = (select id from courses where cohort_id is not null limit 1)`);
    await database.db.execute(sql`
      delete from courses where id = (select id from courses where programme_id is not null
        and not exists (select 1 from slots where slots.course_id = courses.id) limit 1)`);
    expect(await kept()).toEqual(await recount());
    // A programme deleted: its students and courses lose it (set null), and so do its counts.
    await database.db.execute(sql`delete from cohorts where programme_id = ${programmeId}`);
    await database.db.execute(sql`delete from tracks where programme_id = ${programmeId}`);
    await database.db.execute(sql`delete from programme_levels where programme_id = ${programmeId}`);
    await database.db.execute(sql`delete from programmes where id = ${programmeId}`);
    expect(await kept()).toEqual(await recount());
    const gone = await one<{ n: number }>(sql`
      select coalesce(sum(n), 0)::int as n from kept_counts where key_id = ${programmeId}`);
    expect(gone.n).toBe(0);
  });

  it("let a company be deleted with its students and courses", async () => {
    const { id } = await one<{ id: string }>(sql`
      select company_id as id from students group by company_id order by count(*) limit 1`);
    await database.db.execute(sql`delete from companies where id = ${id}`);
    const left = await one<{ n: number }>(
      sql`select count(*)::int as n from kept_counts where company_id = ${id}`,
    );
    expect(left.n).toBe(0);
    expect(await kept()).toEqual(await recount());
  });
});
