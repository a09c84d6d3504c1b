// The demo data and the import samples never pair a programme with another programme's level or session:
// what a user sees first must follow the rule the server holds (see courses.consistency.test.ts).
import type { SchoolOptions } from "@campus/contracts/school";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cohorts, courses, programmeLevels, programmes, students } from "../db/schema/index.ts";
import { samplePlacement } from "../modules/imports/imports.sample.documents.ts";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Placed {
  programmeId: string | null;
  levelId: string | null;
  cohortId: string | null;
}

/** The rows whose level is not one of their programme's, or whose session is a run of another programme. */
async function misplaced<T extends Placed>(rows: T[]): Promise<T[]> {
  const db = t.database.db;
  const levelPairs = new Set(
    (await db.select().from(programmeLevels)).map((row) => `${row.programmeId}:${row.levelId}`),
  );
  const programmeOfCohort = new Map(
    (await db.select().from(cohorts)).map((cohort) => [cohort.id, cohort.programmeId]),
  );
  return rows.filter(
    (row) =>
      row.programmeId !== null &&
      ((row.levelId !== null && !levelPairs.has(`${row.programmeId}:${row.levelId}`)) ||
        (row.cohortId !== null && programmeOfCohort.get(row.cohortId) !== row.programmeId)),
  );
}

describe("the demo seed", () => {
  it("gives every programme its levels", async () => {
    const db = t.database.db;
    const pairs = await db.select().from(programmeLevels);
    const rows = await db.select().from(programmes);
    expect(rows.length).toBeGreaterThan(0);
    for (const programme of rows) {
      expect(
        pairs.some((pair) => pair.programmeId === programme.id),
        programme.code,
      ).toBe(true);
    }
  });

  it("places every course in a level and a session of its programme", async () => {
    const rows = await t.database.db.select().from(courses);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.programmeId && row.levelId && row.cohortId)).toBe(true);
    expect((await misplaced(rows)).map((row) => row.title)).toEqual([]);
  });

  it("places every student in a level and a session of its programme", async () => {
    const rows = await t.database.db.select().from(students);
    expect(rows.length).toBeGreaterThan(0);
    expect((await misplaced(rows)).map((row) => row.studentNumber)).toEqual([]);
  });
});

/** The programme, level and session columns of a students sample, row by row. */
function placements(table: string[][]): { programme: string; level: string; cohort: string }[] {
  const [header = [], ...rows] = table;
  const column = (name: string) => header.indexOf(name);
  return rows.map((row) => ({
    programme: row[column("programme")] ?? "",
    level: row[column("niveau")] ?? "",
    cohort: row[column("session")] ?? "",
  }));
}

async function sampleTable(email: string, format: "csv" | "xlsx"): Promise<string[][]> {
  const response = await t.as(email).get(`/api/imports/students/sample?format=${format}`);
  expect(response.statusCode).toBe(200);
  if (format === "csv") {
    const text = response.rawPayload.toString("utf-8").replace(/^\uFEFF/, "");
    return Papa.parse<string[]>(text.trim(), { delimiter: ";" }).data;
  }
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const table: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = row.values as unknown[];
    table.push(values.slice(1).map((value) => (value === null || value === undefined ? "" : String(value))));
  });
  return table;
}

describe("the students import sample", () => {
  for (const email of ["admin@ata.example", "admin@horizon.example"]) {
    for (const format of ["csv", "xlsx"] as const) {
      it(`pairs, for ${email} (${format}), a programme with one of its levels and one of its sessions`, async () => {
        const options = (await t.as(email).get("/api/school/options")).json<SchoolOptions>();
        const rows = placements(await sampleTable(email, format));
        expect(rows).toHaveLength(2);
        for (const row of rows) {
          const programme = options.programmes.find((p) => p.code === row.programme);
          expect(programme, row.programme).toBeDefined();
          const level = options.levels.find((l) => l.label === row.level);
          const cohort = options.cohorts.find((c) => c.name === row.cohort);
          expect(programme?.levelIds, row.level).toContain(level?.id);
          expect(cohort?.programmeId, row.cohort).toBe(programme?.id);
        }
      });
    }
  }
});

describe("samplePlacement", () => {
  const options: SchoolOptions = {
    programmes: [
      { id: "p-cg", code: "BTS-CG", name: "BTS Comptabilité et Gestion", levelIds: ["l-1"], archived: false },
      { id: "p-sio", code: "BTS-SIO", name: "BTS SIO", levelIds: ["l-2", "l-1"], archived: false },
    ],
    levels: [
      { id: "l-1", label: "1re année" },
      { id: "l-2", label: "2e année" },
    ],
    cohorts: [
      {
        id: "c-sio",
        name: "BTS SIO 2025-2027",
        programmeId: "p-sio",
        startDate: null,
        endDate: null,
        archived: false,
      },
    ],
    tracks: [],
  };

  it("takes a programme that has a session, with its own level and session", () => {
    expect(samplePlacement(options)).toEqual({
      programme: "BTS-SIO",
      level: "2e année",
      cohort: "BTS SIO 2025-2027",
    });
  });

  it("leaves the level and session empty rather than borrow another programme's", () => {
    const noSession = {
      ...options,
      cohorts: [],
      programmes: [{ ...options.programmes[0]!, levelIds: [], archived: false }],
    };
    expect(samplePlacement(noSession)).toEqual({ programme: "BTS-CG", level: "", cohort: "" });
  });

  it("gives an example placement to a company without programmes", () => {
    expect(samplePlacement({ programmes: [], levels: [], cohorts: [], tracks: [] })).toEqual({
      programme: "BTS-MCO",
      level: "1re année",
      cohort: "BTS MCO 2026-2028",
    });
  });
});
