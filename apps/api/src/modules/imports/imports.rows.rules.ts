import { searchKey } from "../../platform/search.ts";
import { unescapeCell } from "../../platform/spreadsheet-cells.ts";
import { type ImportLimits, limitErrors } from "./imports.limits.rules.ts";

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
  e_mail_de_l_apprenant: "email",
  email_de_l_apprenant: "email",
  email_apprenant: "email",
  code_du_cours: "cours",
  code_cours: "cours",
  date_d_effet: "date",
  date_d_inscription: "date",
  intitule: "titre",
  code_du_programme: "code_programme",
  duree: "duree_heures",
  duree_h: "duree_heures",
  date_de_debut: "debut",
  date_de_fin: "fin",
};

/** "Numéro étudiant" → "numero_etudiant". */
export function normaliseHeader(header: string): string {
  const key = searchKey(header)
    .replace(/[°º]/g, "o")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return HEADER_ALIASES[key] ?? key;
}

/**
 * Collects the rows a reader streams, refusing a file over the row, column or cell limits as soon
 * as it crosses one. Row 1 holds the headers; blank rows are dropped but keep their number.
 */
export class RowSink {
  private headers: string[] | undefined;
  private readonly rows: SheetRow[] = [];

  constructor(private readonly limits: ImportLimits) {}

  add(row: number, values: string[]): void {
    if (values.length > this.limits.cellsPerRow) throw limitErrors.cellsPerRow(this.limits, row);
    for (const value of values) {
      if (value.length > this.limits.cellLength) throw limitErrors.cellLength(this.limits, row);
    }
    if (this.headers === undefined) {
      // A sheet whose first row is not row 1 has no header row: reported by the caller.
      this.headers = row === 1 ? values.map(normaliseHeader) : [];
      return;
    }
    if (values.every((value) => value.trim() === "")) return;
    if (this.rows.length >= this.limits.rows) throw limitErrors.rows(this.limits);
    const cells = new Map<string, string>();
    this.headers.forEach((header, index) => {
      if (header && !cells.has(header)) cells.set(header, unescapeCell((values[index] ?? "").trim()));
    });
    this.rows.push({ row, cells });
  }

  sheet(): Sheet {
    if (!this.headers?.length) return { headers: [], rows: [] };
    return { headers: this.headers.filter(Boolean), rows: this.rows };
  }
}
