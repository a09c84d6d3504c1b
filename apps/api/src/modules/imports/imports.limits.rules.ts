/**
 * Why the parsing worker refuses a file. The worker stays free of the contracts (and zod): the
 * request's side turns this into the catalogue's AppError.
 */
export class FileRefusal extends Error {
  constructor(
    readonly code: "TOO_LARGE" | "INVALID_FILE",
    message?: string,
  ) {
    super(message);
  }
}

/** How much of a file an import reads before it gives up (each limit answers a French 400 or 413). */
export interface ImportLimits {
  /** Bytes of the uploaded file. */
  fileBytes: number;
  /** Bytes an XLSX may inflate to, all the parts read counted together. */
  inflatedBytes: number;
  /** Entries of an XLSX's zip directory. */
  zipEntries: number;
  /** Data rows (the header row not counted). */
  rows: number;
  /** Columns of one row. */
  cellsPerRow: number;
  /** Characters of one cell. */
  cellLength: number;
  /** Megabytes of heap the parsing worker may use. */
  workerHeapMb: number;
  /** Milliseconds the parsing may take. */
  parseMs: number;
}

const fr = (value: number) => value.toLocaleString("fr-FR");
const mb = (bytes: number) => `${fr(Math.round(bytes / 1024 / 1024))} Mo`;

/** The French refusals of a file over one of the limits. */
export const limitErrors = {
  fileBytes: (limits: ImportLimits) =>
    new FileRefusal(
      "TOO_LARGE",
      `Le fichier dépasse ${mb(limits.fileBytes)} : rien n'a été importé. Découpez-le.`,
    ),
  inflatedBytes: (limits: ImportLimits) =>
    new FileRefusal(
      "TOO_LARGE",
      `Ce fichier Excel décompressé dépasse ${mb(limits.inflatedBytes)} : rien n'a été importé. Découpez-le ou enregistrez-le en CSV.`,
    ),
  rows: (limits: ImportLimits) =>
    new FileRefusal(
      "TOO_LARGE",
      `Le fichier dépasse ${fr(limits.rows)} lignes : rien n'a été importé. Découpez-le.`,
    ),
  cellsPerRow: (limits: ImportLimits, row: number) =>
    new FileRefusal(
      "TOO_LARGE",
      `La ligne ${fr(row)} dépasse ${fr(limits.cellsPerRow)} colonnes : rien n'a été importé.`,
    ),
  cellLength: (limits: ImportLimits, row?: number) =>
    new FileRefusal(
      "TOO_LARGE",
      `${row === undefined ? "Une cellule" : `Une cellule de la ligne ${fr(row)}`} dépasse ${fr(limits.cellLength)} caractères : rien n'a été importé.`,
    ),
  memory: () =>
    new FileRefusal(
      "TOO_LARGE",
      "Ce fichier demande trop de mémoire à lire : rien n'a été importé. Découpez-le.",
    ),
  time: () =>
    new FileRefusal("TOO_LARGE", "Ce fichier est trop long à lire : rien n'a été importé. Découpez-le."),
};

export const unreadableXlsx = (why?: string) =>
  new FileRefusal(
    "INVALID_FILE",
    `Ce fichier Excel est illisible ou n'est pas un .xlsx${why ? ` (${why})` : ""}.`,
  );
