import ExcelJS from "exceljs";
import Papa from "papaparse";
import { AppError } from "../../platform/errors.ts";
import { searchKey } from "../../platform/search.ts";

/** A data row of a spreadsheet: its row number (header = 1) and its cells by normalised header. */
export interface SheetRow {
  row: number;
  cells: Map<string, string>;
}

export interface Sheet {
  /** Normalised headers, in the file's order. */
  headers: string[];
  rows: SheetRow[];
}

export type FileKind = "csv" | "xlsx";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/** Recognises a file by its bytes: an XLSX is a zip, a CSV is UTF-8 text without NUL bytes. */
export function detectFileKind(bytes: Buffer): FileKind {
  if (bytes.length === 0)
    throw new AppError("INVALID_FILE", { field: "file", message: "Le fichier est vide." });
  if (ZIP_MAGIC.every((byte, index) => bytes[index] === byte)) return "xlsx";
  if (bytes.includes(0)) throw new AppError("INVALID_FILE", { field: "file" });
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new AppError("INVALID_FILE", {
      field: "file",
      message: "Le fichier CSV doit être enregistré en UTF-8 (Excel : « CSV UTF-8 »).",
    });
  }
  return "csv";
}

/** Other spellings people give the columns, mapped to our headers. */
const HEADER_ALIASES: Record<string, string> = {
  n_etudiant: "numero_etudiant",
  no_etudiant: "numero_etudiant",
  num_etudiant: "numero_etudiant",
  etudiant_id: "numero_etudiant",
  numero_apprenant: "numero_etudiant",
  e_mail: "email",
  mail: "email",
  courriel: "email",
  adresse_postale: "adresse",
  cp: "code_postal",
  cohorte: "session",
  session_scolaire: "session",
  tel: "telephone",
  id_externe: "identifiant_externe",
  enseignement: "cours",
  titre_cours: "cours",
  nom_d_usage: "nom_usage",
};

/** "Numéro étudiant" → "numero_etudiant". */
export function normaliseHeader(header: string): string {
  const key = searchKey(header)
    .replace(/[°º]/g, "o")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return HEADER_ALIASES[key] ?? key;
}

function toSheet(lines: { row: number; values: string[] }[]): Sheet {
  const [headerLine, ...dataLines] = lines;
  if (headerLine?.row !== 1) return { headers: [], rows: [] };
  const headers = headerLine.values.map(normaliseHeader);
  const rows: SheetRow[] = [];
  for (const line of dataLines) {
    if (line.values.every((value) => value.trim() === "")) continue;
    const cells = new Map<string, string>();
    headers.forEach((header, index) => {
      if (header && !cells.has(header)) cells.set(header, (line.values[index] ?? "").trim());
    });
    rows.push({ row: line.row, cells });
  }
  return { headers: headers.filter(Boolean), rows };
}

function parseCsv(bytes: Buffer): Sheet {
  const text = new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, {
    header: false,
    skipEmptyLines: false,
    delimitersToGuess: [";", ",", "\t", "|"],
  });
  return toSheet(parsed.data.map((values, index) => ({ row: index + 1, values: values.map(String) })));
}

async function parseXlsx(bytes: Buffer): Promise<Sheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs types its input as its own Buffer; hand it the exact bytes as an ArrayBuffer.
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    await workbook.xlsx.load(data);
  } catch {
    throw new AppError("INVALID_FILE", {
      field: "file",
      message: "Ce fichier Excel est illisible ou n'est pas un .xlsx.",
    });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return { headers: [], rows: [] };
  const lines: { row: number; values: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values: string[] = [];
    for (let column = 1; column <= row.cellCount; column++) values.push(row.getCell(column).text ?? "");
    lines.push({ row: rowNumber, values });
  });
  return toSheet(lines);
}

/** Reads the first sheet of a CSV or XLSX file; row 1 holds the headers. */
export function parseSheet(bytes: Buffer, kind: FileKind): Promise<Sheet> {
  return kind === "xlsx" ? parseXlsx(bytes) : Promise.resolve(parseCsv(bytes));
}
