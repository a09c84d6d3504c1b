// Tenancy held by the database: rows written straight through drizzle, bypassing every service, cannot link
// two companies nor hold a value outside the contracts' closed sets. The database is built the way an older
// installation was (migrations 0000–0003 holding the demo data), then brought up to date, so the same file
// also proves that migration 0004 and the later ones accept the existing data.
import { rm } from "node:fs/promises";
import { ATTENDANCE_STATUSES } from "@campus/contracts/attendance";
import { EVALUATION_TYPES } from "@campus/contracts/evaluations";
import { ROLES } from "@campus/contracts/roles";
import { SLOT_MODES, SLOT_STATUSES } from "@campus/contracts/slots";
import { and, eq, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/harness.ts";
import { migrationsUpTo } from "../test/migrations-history.ts";
import type { Database, Db } from "./client.ts";
import * as schema from "./schema/index.ts";
import {
  attendance,
  cohorts,
  courses,
  courseTeachers,
  enrolments,
  evaluations,
  grades,
  levels,
  programmes,
  slotFiles,
  slots,
  students,
  teachers,
  tracks,
  users,
  whitelistEntries,
} from "./schema/index.ts";

/** The last migration of the schema before the tenancy constraints. */
const BEFORE_TENANCY = "0003_gin_fastupdate";

const schemaTables = (): PgTable[] =>
  Object.values(schema as Record<string, unknown>).filter((value): value is PgTable => is(value, PgTable));

async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of schemaTables()) {
    const name = getTableConfig(table).name;
    // Tables of later migrations (e.g. login_attempts) do not exist yet before 0004.
    const exists = await db.execute<{ found: boolean }>(
      sql`select to_regclass(${name}) is not null as found`,
    );
    if (!exists.rows[0]?.found) continue;
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
    counts[name] = Number(row?.n);
  }
  return counts;
}

/** The PostgreSQL error a write ended with; fails when the write was accepted. */
async function refusal(write: PromiseLike<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause;
    return { code: cause?.code, constraint: cause?.constraint };
  }
  throw new Error("the database accepted the write");
}

const FOREIGN_KEY_VIOLATION = "23503";
const CHECK_VIOLATION = "23514";

/**
 * Fills a database migrated to an older version with today's demo data: a copy of the run's demo template
 * (fully migrated and seeded), and each table present in the older schema receives its rows, restricted to
 * the columns that schema has (json_populate_recordset drops the others; references are checked at the end).
 */
async function copyDemoInto(target: Db): Promise<void> {
  const { database: source, drop: dropSource } = await openTestDatabase({ from: "demo" });
  try {
    const tables = await target.execute<{ name: string }>(
      sql`select tablename::text as name from pg_tables where schemaname = 'public'`,
    );
    await target.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      for (const { name } of tables.rows) {
        const table = sql.identifier(name);
        const result = await source.db.execute<{ rows: unknown[] }>(
          sql`select coalesce(json_agg(t), '[]'::json) as rows from ${table} t`,
        );
        const rows = JSON.stringify(result.rows[0]?.rows ?? []);
        await tx.execute(
          sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${rows}::json)`,
        );
      }
    });
  } finally {
    await source.close();
    await dropSource();
  }
}

let database: Database;
let drop: () => Promise<void>;
let history: string;
let countsBefore: Record<string, number>;
let countsAfter: Record<string, number>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  history = await migrationsUpTo(BEFORE_TENANCY);
  await database.migrate(history);
  await copyDemoInto(database.db);
  // A programme nobody is placed in yet: migration 0008 gives it every level of its company.
  await database.db.execute(
    sql`insert into programmes (company_id, code, name) values ('ata', 'SANS-NIVEAU', 'Programme sans niveau')`,
  );
  countsBefore = await rowCounts(database.db);
  await database.migrate();
  countsAfter = await rowCounts(database.db);
}, 600_000);

afterAll(async () => {
  await database?.close();
  await drop?.();
  if (history) await rm(history, { recursive: true, force: true });
});

describe("migration 0004 on a database seeded before it", () => {
  it("keeps every row and adds its constraints", async () => {
    expect(countsBefore.enrolments).toBeGreaterThan(0);
    expect(countsBefore.attendance).toBeGreaterThan(0);
    expect(countsBefore.grades).toBeGreaterThan(0);
    expect(countsAfter).toMatchObject(countsBefore);
    const rows = await database.db.execute<{ name: string }>(
      sql`select conname::text as name from pg_constraint where conname in ('enrolments_student_fk', 'slots_status_check')`,
    );
    expect(rows.rows.map((row) => row.name).sort()).toEqual(["enrolments_student_fk", "slots_status_check"]);
  });
});

describe("migration 0008 on a database seeded before it", () => {
  it("gives each programme the levels its students and courses are at, or every level when none", async () => {
    const result = await database.db.execute<{
      missing: number;
      extra: number;
      fallback: number;
      levels: number;
    }>(sql`
      with used as (
        select company_id, programme_id, level_id from students
        where programme_id is not null and level_id is not null
        union
        select company_id, programme_id, level_id from courses
        where programme_id is not null and level_id is not null
      ), unplaced as (select id from programmes where code = 'SANS-NIVEAU')
      select
        (select count(*)::int from used where not exists (
          select 1 from programme_levels pl
          where pl.programme_id = used.programme_id and pl.level_id = used.level_id)) as missing,
        (select count(*)::int from programme_levels pl
          where pl.programme_id not in (select id from unplaced) and not exists (
            select 1 from used where used.programme_id = pl.programme_id and used.level_id = pl.level_id)) as extra,
        (select count(*)::int from programme_levels where programme_id in (select id from unplaced)) as fallback,
        (select count(*)::int from levels where company_id = 'ata') as levels`);
    const [row] = result.rows;
    expect(countsAfter.programme_levels).toBeGreaterThan(0);
    expect(row).toMatchObject({ missing: 0, extra: 0 });
    expect(row?.levels).toBeGreaterThan(0);
    expect(row?.fallback).toBe(row?.levels);
  });
});

describe("the schema's references", () => {
  // A type, not an interface: execute() wants rows indexable by string.
  type ForeignKeyRow = {
    name: string;
    table: string;
    on_delete: string;
    columns: string[];
    set_null_columns: string[];
  };
  const ON_DELETE: Record<string, string> = {
    a: "no action",
    r: "restrict",
    c: "cascade",
    n: "set null",
    d: "set default",
  };

  it("carry the company between business tables, and the database holds what the schema says", async () => {
    const result = await database.db.execute<ForeignKeyRow>(sql`
      select c.conname::text as name, c.conrelid::regclass::text as table, c.confdeltype::text as on_delete,
        array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
              join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
        array(select a.attname::text from pg_attribute a
              where a.attrelid = c.conrelid and a.attnum = any(coalesce(c.confdelsetcols, '{}'))
              order by a.attname) as set_null_columns
      from pg_constraint c
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`);
    const inDatabase = new Map(result.rows.map((row) => [row.name, row]));
    const declared: string[] = [];
    const ACCOUNT_TABLES = new Set(["auth_sessions", "account_tokens"]);
    let composite = 0;
    for (const table of schemaTables()) {
      const config = getTableConfig(table);
      for (const foreignKey of config.foreignKeys) {
        const reference = foreignKey.reference();
        const target = getTableConfig(reference.foreignTable).name;
        const columns = reference.columns.map((column) => column.name);
        const name = foreignKey.getName();
        declared.push(name);
        // Sign-in sessions and e-mailed one-time secrets belong to an account, not to a company's data.
        if (target !== "companies" && !ACCOUNT_TABLES.has(config.name)) {
          expect(columns[0], name).toBe("company_id");
          expect(reference.foreignColumns.map((column) => column.name)[0], name).toBe("company_id");
          composite++;
        }
        const actual = inDatabase.get(name);
        expect(actual, name).toMatchObject({ table: config.name, columns });
        expect(ON_DELETE[actual?.on_delete ?? ""], name).toBe(foreignKey.onDelete ?? "no action");
        // `set null` on (company_id, x_id) must empty x_id only: company_id is NOT NULL.
        const setNull = foreignKey.onDelete === "set null" ? columns.filter((c) => c !== "company_id") : [];
        expect(actual?.set_null_columns, name).toEqual(columns.length > 1 ? setNull.sort() : []);
      }
    }
    expect(composite).toBe(66);
    // No single-column reference was left behind by the migration.
    expect([...inDatabase.keys()].sort()).toEqual(declared.sort());
  });
});

interface Company {
  companyId: string;
  programmeId: string;
  levelId: string;
  cohortId: string;
  trackId: string;
  courseId: string;
  userId: string;
  slotId: string;
  evaluationId: string;
  /** Fresh rows, so that a write accepted by mistake changes nothing the other tests read. */
  teacherId: string;
  studentId: string;
}

async function firstId(table: PgTable, companyId: string, where = sql`true`): Promise<string> {
  const result = await database.db.execute<{ id: string }>(
    sql`select id from ${table} where company_id = ${companyId} and ${where} order by id limit 1`,
  );
  const id = result.rows[0]?.id;
  if (!id) throw new Error(`no ${getTableConfig(table).name} in ${companyId}`);
  return id;
}

/** Ids of one company's records, and a teacher and a student created for these tests. */
async function recordsOf(companyId: string): Promise<Company> {
  const db = database.db;
  const person = {
    companyId,
    firstname: "Test",
    lastname: "Locataire",
    email: `locataire@${companyId}.test`,
  };
  const [teacher] = await db.insert(teachers).values(person).returning({ id: teachers.id });
  const [student] = await db
    .insert(students)
    .values({ ...person, studentNumber: "TENANCY-1" })
    .returning({ id: students.id });
  if (!teacher || !student) throw new Error("insert returned nothing");
  return {
    companyId,
    programmeId: await firstId(programmes, companyId),
    levelId: await firstId(levels, companyId),
    cohortId: await firstId(cohorts, companyId),
    trackId: await firstId(tracks, companyId),
    courseId: await firstId(courses, companyId),
    // An account of no teacher nor student: linking it must fail on the company alone, not on `students_user`.
    userId: await firstId(
      users,
      companyId,
      sql`not exists (select 1 from students where user_id = users.id)
        and not exists (select 1 from teachers where user_id = users.id)`,
    ),
    slotId: await firstId(slots, companyId, sql`teacher_id is not null`),
    evaluationId: await firstId(evaluations, companyId),
    teacherId: teacher.id,
    studentId: student.id,
  };
}

describe("a row linking two companies", () => {
  let ata: Company;
  let horizon: Company;
  beforeAll(async () => {
    ata = await recordsOf("ata");
    horizon = await recordsOf("horizon");
  });

  it("an enrolment of one company's student in another company's course is refused", async () => {
    const db = database.db;
    const values = { courseId: ata.courseId, studentId: horizon.studentId };
    expect(await refusal(db.insert(enrolments).values({ companyId: "ata", ...values }))).toEqual({
      code: FOREIGN_KEY_VIOLATION,
      constraint: "enrolments_student_fk",
    });
    expect(await refusal(db.insert(enrolments).values({ companyId: "horizon", ...values }))).toEqual({
      code: FOREIGN_KEY_VIOLATION,
      constraint: "enrolments_course_fk",
    });
    // The same write within one company is accepted.
    await db
      .insert(enrolments)
      .values({ companyId: "ata", courseId: ata.courseId, studentId: ata.studentId });
    const rows = await db.select().from(enrolments).where(eq(enrolments.studentId, ata.studentId));
    expect(rows).toHaveLength(1);
  });

  it("an attendance mark of one company's student at another company's slot is refused", async () => {
    const db = database.db;
    const mark = { slotId: ata.slotId, status: "present" };
    expect(
      await refusal(
        db.insert(attendance).values({ companyId: "ata", studentId: horizon.studentId, ...mark }),
      ),
    ).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: "attendance_student_fk" });
    expect(
      await refusal(
        db.insert(attendance).values({ companyId: "horizon", studentId: horizon.studentId, ...mark }),
      ),
    ).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: "attendance_slot_fk" });
    await db.insert(attendance).values({ companyId: "ata", studentId: ata.studentId, ...mark });
    expect(await db.select().from(attendance).where(eq(attendance.studentId, ata.studentId))).toHaveLength(1);
  });

  it("a grade of one company's student in another company's evaluation is refused", async () => {
    const db = database.db;
    const grade = { evaluationId: ata.evaluationId, value: 12 };
    expect(
      await refusal(db.insert(grades).values({ companyId: "ata", studentId: horizon.studentId, ...grade })),
    ).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: "grades_student_fk" });
    expect(
      await refusal(
        db.insert(grades).values({ companyId: "horizon", studentId: horizon.studentId, ...grade }),
      ),
    ).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint: "grades_evaluation_fk" });
    await db.insert(grades).values({ companyId: "ata", studentId: ata.studentId, ...grade });
    expect(await db.select().from(grades).where(eq(grades.studentId, ata.studentId))).toHaveLength(1);
  });

  it("one company's teacher on another company's course is refused", async () => {
    const db = database.db;
    const link = { courseId: ata.courseId, teacherId: horizon.teacherId };
    expect(await refusal(db.insert(courseTeachers).values({ companyId: "ata", ...link }))).toEqual({
      code: FOREIGN_KEY_VIOLATION,
      constraint: "course_teachers_teacher_fk",
    });
    expect(await refusal(db.insert(courseTeachers).values({ companyId: "horizon", ...link }))).toEqual({
      code: FOREIGN_KEY_VIOLATION,
      constraint: "course_teachers_course_fk",
    });
    await db
      .insert(courseTeachers)
      .values({ companyId: "ata", courseId: ata.courseId, teacherId: ata.teacherId });
    expect(
      await db.select().from(courseTeachers).where(eq(courseTeachers.teacherId, ata.teacherId)),
    ).toHaveLength(1);
  });

  it("every other reference refuses the other company's record", async () => {
    const db = database.db;
    const cases: [string, PromiseLike<unknown>][] = [
      [
        "whitelist_entries_student_fk",
        db.insert(whitelistEntries).values({ companyId: "ata", studentId: horizon.studentId }),
      ],
      [
        "slot_files_slot_fk",
        db.insert(slotFiles).values({
          companyId: "ata",
          slotId: horizon.slotId,
          blobKey: "ata/principal/slots/x/1-a.pdf",
          name: "a.pdf",
          size: 1,
          contentType: "application/pdf",
        }),
      ],
      [
        "tracks_programme_fk",
        db.update(tracks).set({ programmeId: horizon.programmeId }).where(eq(tracks.id, ata.trackId)),
      ],
      [
        "cohorts_programme_fk",
        db.update(cohorts).set({ programmeId: horizon.programmeId }).where(eq(cohorts.id, ata.cohortId)),
      ],
      [
        "teachers_user_fk",
        db.update(teachers).set({ userId: horizon.userId }).where(eq(teachers.id, ata.teacherId)),
      ],
      [
        "students_user_fk",
        db.update(students).set({ userId: horizon.userId }).where(eq(students.id, ata.studentId)),
      ],
      [
        "students_programme_fk",
        db.update(students).set({ programmeId: horizon.programmeId }).where(eq(students.id, ata.studentId)),
      ],
      [
        "students_level_fk",
        db.update(students).set({ levelId: horizon.levelId }).where(eq(students.id, ata.studentId)),
      ],
      [
        "students_cohort_fk",
        db.update(students).set({ cohortId: horizon.cohortId }).where(eq(students.id, ata.studentId)),
      ],
      [
        "students_track_fk",
        db.update(students).set({ trackId: horizon.trackId }).where(eq(students.id, ata.studentId)),
      ],
      [
        "courses_programme_fk",
        db.update(courses).set({ programmeId: horizon.programmeId }).where(eq(courses.id, ata.courseId)),
      ],
      [
        "courses_level_fk",
        db.update(courses).set({ levelId: horizon.levelId }).where(eq(courses.id, ata.courseId)),
      ],
      [
        "courses_cohort_fk",
        db.update(courses).set({ cohortId: horizon.cohortId }).where(eq(courses.id, ata.courseId)),
      ],
      [
        "slots_course_fk",
        db.update(slots).set({ courseId: horizon.courseId }).where(eq(slots.id, ata.slotId)),
      ],
      [
        "slots_teacher_fk",
        db.update(slots).set({ teacherId: horizon.teacherId }).where(eq(slots.id, ata.slotId)),
      ],
      [
        "evaluations_course_fk",
        db
          .update(evaluations)
          .set({ courseId: horizon.courseId })
          .where(eq(evaluations.id, ata.evaluationId)),
      ],
      [
        "evaluations_slot_fk",
        db.update(evaluations).set({ slotId: horizon.slotId }).where(eq(evaluations.id, ata.evaluationId)),
      ],
      ["users_instance_fk", db.update(users).set({ instance: "nulle-part" }).where(eq(users.id, ata.userId))],
    ];
    for (const [constraint, write] of cases) {
      expect(await refusal(write), constraint).toEqual({ code: FOREIGN_KEY_VIOLATION, constraint });
    }
  });
});

describe("a value outside the contracts' closed sets", () => {
  it("is refused for a slot's status and mode, an attendance status, an evaluation type and a role", async () => {
    const db = database.db;
    const slotId = await firstId(slots, "ata");
    const evaluationId = await firstId(evaluations, "ata");
    const userId = await firstId(users, "ata");
    const [mark] = await db.select().from(attendance).where(eq(attendance.companyId, "ata")).limit(1);
    if (!mark) throw new Error("no attendance in ata");
    const cases: [string, PromiseLike<unknown>][] = [
      ["slots_status_check", db.update(slots).set({ status: "done" }).where(eq(slots.id, slotId))],
      ["slots_mode_check", db.update(slots).set({ mode: "visio" }).where(eq(slots.id, slotId))],
      [
        "attendance_status_check",
        db
          .update(attendance)
          .set({ status: "excused" })
          .where(and(eq(attendance.slotId, mark.slotId), eq(attendance.studentId, mark.studentId))),
      ],
      [
        "evaluations_type_check",
        db.update(evaluations).set({ type: "quiz" }).where(eq(evaluations.id, evaluationId)),
      ],
      [
        "users_roles_check",
        db
          .update(users)
          .set({ roles: ["teacher", "root"] as never })
          .where(eq(users.id, userId)),
      ],
    ];
    for (const [constraint, write] of cases) {
      expect(await refusal(write), constraint).toEqual({ code: CHECK_VIOLATION, constraint });
    }
    // Every value of the contracts is accepted.
    for (const status of SLOT_STATUSES) await db.update(slots).set({ status }).where(eq(slots.id, slotId));
    for (const mode of SLOT_MODES) await db.update(slots).set({ mode }).where(eq(slots.id, slotId));
    for (const type of EVALUATION_TYPES) {
      await db.update(evaluations).set({ type }).where(eq(evaluations.id, evaluationId));
    }
    for (const status of ATTENDANCE_STATUSES) {
      await db
        .update(attendance)
        .set({ status })
        .where(and(eq(attendance.slotId, mark.slotId), eq(attendance.studentId, mark.studentId)));
    }
    await db
      .update(users)
      .set({ roles: [...ROLES] })
      .where(eq(users.id, userId));
  });
});

describe("deleting a referenced record", () => {
  it("empties only the reference's own column where it is `set null`, and keeps the company", async () => {
    const db = database.db;
    const companyId = "horizon";
    const one = <T>(rows: T[]): T => {
      if (!rows[0]) throw new Error("insert returned nothing");
      return rows[0];
    };
    const programme = one(
      await db.insert(programmes).values({ companyId, code: "SUPPR", name: "À supprimer" }).returning(),
    );
    const cohort = one(
      await db
        .insert(cohorts)
        .values({ companyId, name: "Session à détacher", programmeId: programme.id })
        .returning(),
    );
    const track = one(
      await db.insert(tracks).values({ companyId, name: "Parcours", programmeId: programme.id }).returning(),
    );
    const course = one(
      await db
        .insert(courses)
        .values({ companyId, title: "Cours à détacher", programmeId: programme.id, cohortId: cohort.id })
        .returning(),
    );
    const user = one(
      await db
        .insert(users)
        .values({ companyId, email: "detache@horizon.test", passwordHash: "x", roles: ["student"] })
        .returning(),
    );
    const person = { companyId, firstname: "Test", lastname: "Détaché", email: "detache@horizon.test" };
    const student = one(
      await db
        .insert(students)
        .values({
          ...person,
          userId: user.id,
          studentNumber: "TENANCY-2",
          programmeId: programme.id,
          trackId: track.id,
        })
        .returning(),
    );
    const teacher = one(await db.insert(teachers).values(person).returning());
    const slot = one(
      await db
        .insert(slots)
        .values({
          companyId,
          courseId: course.id,
          teacherId: teacher.id,
          startsAt: new Date("2026-01-05T08:00:00Z"),
          endsAt: new Date("2026-01-05T10:00:00Z"),
        })
        .returning(),
    );

    await db.delete(programmes).where(eq(programmes.id, programme.id));
    await db.delete(teachers).where(eq(teachers.id, teacher.id));
    await db.delete(users).where(eq(users.id, user.id));

    expect(await db.select().from(courses).where(eq(courses.id, course.id))).toEqual([
      { ...course, programmeId: null },
    ]);
    expect(await db.select().from(cohorts).where(eq(cohorts.id, cohort.id))).toEqual([
      { ...cohort, programmeId: null },
    ]);
    expect(await db.select().from(students).where(eq(students.id, student.id))).toEqual([
      { ...student, programmeId: null, trackId: null, userId: null },
    ]);
    expect(await db.select().from(slots).where(eq(slots.id, slot.id))).toEqual([
      { ...slot, teacherId: null },
    ]);
    // A track cannot live without its programme.
    expect(await db.select().from(tracks).where(eq(tracks.id, track.id))).toEqual([]);
  });

  it("deletes what hangs on a course, within its company, where it is `cascade`", async () => {
    const db = database.db;
    const courseId = await firstId(
      courses,
      "ata",
      sql`exists (select 1 from attendance a join slots s on s.id = a.slot_id where s.course_id = courses.id)`,
    );
    const dependants = async () => {
      const result = await db.execute<{ n: number | string }>(sql`
        select (select count(*) from enrolments where course_id = ${courseId})
          + (select count(*) from course_teachers where course_id = ${courseId})
          + (select count(*) from slots where course_id = ${courseId})
          + (select count(*) from attendance a join slots s on s.id = a.slot_id where s.course_id = ${courseId})
          + (select count(*) from evaluations where course_id = ${courseId})
          + (select count(*) from grades g join evaluations e on e.id = g.evaluation_id where e.course_id = ${courseId})
          as n`);
      return Number(result.rows[0]?.n);
    };
    expect(await dependants()).toBeGreaterThan(0);
    const others = (await rowCounts(db)).students;
    await db.delete(courses).where(eq(courses.id, courseId));
    expect(await dependants()).toBe(0);
    expect((await rowCounts(db)).students).toBe(others);
  });
});
