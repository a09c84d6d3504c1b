import { IMPORT_COLUMNS, type ImportKind } from "@campus/contracts/imports";
import type { SchoolOptions } from "@campus/contracts/school";
import type { Db } from "../../db/client.ts";
import type { Ctx } from "../../platform/context.ts";
import { CSV_BOM, csvLines } from "../../platform/csv.ts";
import { loadExcelJs } from "../../platform/heavy-modules.ts";
import { safeCell } from "../../platform/spreadsheet-cells.ts";
import { listCourseTitles } from "../courses/index.ts";
import { getSchoolOptions } from "../school/index.ts";

export interface SampleFile {
  filename: string;
  contentType: string;
  body: Buffer;
}

/**
 * The programme, level and session of the students' sample: one of the company's programmes (one with a
 * session if any), one of its levels and one of its sessions, never another programme's; an example set
 * when the company has no programme yet.
 */
export function samplePlacement(options: SchoolOptions): {
  programme: string;
  level: string;
  cohort: string;
} {
  const programme =
    options.programmes.find((p) => options.cohorts.some((c) => c.programmeId === p.id)) ??
    options.programmes[0];
  if (!programme) return { programme: "BTS-MCO", level: "1re année", cohort: "BTS MCO 2026-2028" };
  const level = options.levels.find((l) => l.id === programme.levelIds[0]);
  const cohort = options.cohorts.find((c) => c.programmeId === programme.id);
  return { programme: programme.code, level: level?.label ?? "", cohort: cohort?.name ?? "" };
}

/** Two example rows per kind, using the company's own programmes, levels, sessions and courses when it has them. */
async function sampleRows(db: Db, ctx: Ctx, kind: ImportKind): Promise<string[][]> {
  if (kind === "teachers") {
    return [
      ["Martin", "Camille", "camille.martin@exemple.fr", "06 12 34 56 78", "Mathématiques", "PROF-0042"],
      ["Nguyen", "Thomas", "thomas.nguyen@exemple.fr", "", "Anglais professionnel", ""],
    ];
  }
  if (kind === "enrolments") {
    const courseRows = (await listCourseTitles(db, ctx))
      .filter((course) => !course.archived)
      .sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
    const first = courseRows[0]?.title ?? "Marketing digital";
    const second = courseRows[1]?.title ?? first;
    return [
      ["emma.durand@exemple.fr", "", first, ""],
      ["", "2026-0002", second, "01/09/2026"],
    ];
  }
  if (kind === "programmes") {
    return [
      [
        "BTS Négociation et digitalisation de la relation client",
        "BTS-NDRC",
        "RNCP38368",
        "1350",
        "1re année;2e année",
      ],
      ["Bachelor Marketing digital", "BACH-MKT", "", "600", "3e année"],
    ];
  }
  if (kind === "cohorts") {
    const options = await getSchoolOptions(db, ctx);
    const programme = options.programmes.find((p) => !p.archived)?.code ?? "BTS-MCO";
    return [
      [`${programme} 2026-2028`, programme, "01/09/2026", "30/06/2028"],
      [`${programme} 2027-2029`, programme, "2027-09-01", "2029-06-30"],
    ];
  }
  const { programme, level, cohort } = samplePlacement(await getSchoolOptions(db, ctx));
  return [
    [
      "2026-0001",
      "Durand",
      "Emma",
      "emma.durand@exemple.fr",
      "",
      "14 rue des Lilas",
      "69003",
      programme,
      level,
      cohort,
      "oui",
      "",
      "",
    ],
    [
      "2026-0002",
      "Lefèvre",
      "Noah",
      "noah.lefevre@exemple.fr",
      "Martin",
      "3 avenue Jean Jaurès",
      "75019",
      programme,
      level,
      cohort,
      "non",
      "Alternance",
      "Arrivé en cours d'année",
    ],
  ];
}

const FILE_NAMES: Record<ImportKind, string> = {
  students: "modele-import-apprenants",
  teachers: "modele-import-professeurs",
  enrolments: "modele-import-inscriptions",
  programmes: "modele-import-programmes",
  cohorts: "modele-import-sessions",
};

/** A ready-to-fill file: the French headers and two example rows. */
export async function buildImportSample(
  db: Db,
  ctx: Ctx,
  kind: ImportKind,
  format: "csv" | "xlsx",
): Promise<SampleFile> {
  const headers = [...IMPORT_COLUMNS[kind]];
  const rows = (await sampleRows(db, ctx, kind)).map((row) => row.map(safeCell));
  if (format === "csv") {
    return {
      filename: `${FILE_NAMES[kind]}.csv`,
      contentType: "text/csv; charset=utf-8",
      body: Buffer.from(`${CSV_BOM}${csvLines([headers, ...rows])}`, "utf-8"),
    };
  }
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Import");
  const header = sheet.addRow(headers);
  header.font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  headers.forEach((name, index) => {
    sheet.getColumn(index + 1).width = Math.max(14, name.length + 4);
  });
  // Student numbers and postal codes are text: keep Excel from turning "01000" into 1000.
  sheet.columns.forEach((column) => {
    column.numFmt = "@";
  });
  return {
    filename: `${FILE_NAMES[kind]}.xlsx`,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    body: Buffer.from(await workbook.xlsx.writeBuffer()),
  };
}
