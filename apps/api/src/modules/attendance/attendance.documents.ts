import type { Readable } from "node:stream";
import { type Absence, ATTENDANCE_LABELS, type AttendanceItem } from "@campus/contracts/attendance";
import { agree } from "@campus/contracts/french";
import { familyName } from "@campus/contracts/people";
import { MODE_LABELS, type Slot } from "@campus/contracts/slots";
import { parisDateTime, type TableColumn } from "../../platform/documents.ts";
import { loadPdfKit } from "../../platform/heavy-modules.ts";
import { streamTableXlsxInWorker } from "../../platform/xlsx-worker-stream.ts";

function markText(item: AttendanceItem): string {
  const mark = item.mark;
  if (!mark) return "";
  const base =
    mark.status === "late" && mark.lateMinutes
      ? `${ATTENDANCE_LABELS.late} (${mark.lateMinutes} min)`
      : ATTENDANCE_LABELS[mark.status];
  return mark.excused ? `${base}, justifié` : base;
}

export interface AttendanceSheet {
  companyName: string;
  slot: Slot;
  items: AttendanceItem[];
  generatedAt: Date;
}

const CELL_FONT_SIZE = 9;
const CELL_PADDING: [number, number, number, number] = [4, 4, 4, 4];
const SHEET_HEADERS = ["N° étudiant", "Nom", "Prénom", "Présence", "Signature"];
/** The signature column keeps at least this share of the width, the rest follows the content. */
const SIGNATURE_MIN_SHARE = 0.24;

/**
 * The widths of the sheet's columns from their content (Helvetica 9 pt): the student number and the
 * attendance fit on one line; the names take what they need, shrinking (and wrapping) only when
 * the page is too narrow; the signature gets the rest, at least `SIGNATURE_MIN_SHARE`.
 */
export function attendanceSheetColumnWidths(
  pdf: PDFKit.PDFDocument,
  items: AttendanceItem[],
  available: number,
): number[] {
  const measure = (texts: string[], header: string) => {
    pdf.fontSize(CELL_FONT_SIZE).font("Helvetica-Bold");
    let width = pdf.widthOfString(header);
    pdf.font("Helvetica");
    for (const text of texts) width = Math.max(width, pdf.widthOfString(text));
    // Padding on both sides, the borders and a point of slack against rounding.
    return Math.ceil(width + CELL_PADDING[1] + CELL_PADDING[3] + 2);
  };
  const [numberHeader = "", nameHeader = "", firstnameHeader = "", markHeader = ""] = SHEET_HEADERS;
  const number = measure(
    items.map((item) => item.student.studentNumber),
    numberHeader,
  );
  const mark = measure(
    items.map(markText).concat(Object.values(ATTENDANCE_LABELS).map((label) => `${label}, justifié`)),
    markHeader,
  );
  const names = [
    measure(
      items.map((item) => familyName(item.student)),
      nameHeader,
    ),
    measure(
      items.map((item) => item.student.firstname),
      firstnameHeader,
    ),
  ];
  const forNames = Math.max(available * (1 - SIGNATURE_MIN_SHARE) - number - mark, 0);
  const wanted = (names[0] ?? 0) + (names[1] ?? 0);
  const scale = wanted > forNames ? forNames / wanted : 1;
  const [name = 0, firstname = 0] = names.map((width) => Math.floor(width * scale));
  return [number, name, firstname, mark, available - number - name - firstname - mark];
}

/** Feuille d'émargement: the slot's details and one row per enrolled student with room to sign. */
export async function buildAttendanceSheetPdf(sheet: AttendanceSheet): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const { slot } = sheet;
  const start = parisDateTime(new Date(slot.startsAt));
  const end = parisDateTime(new Date(slot.endsAt));
  const pdf = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: `Feuille d'émargement — ${slot.course.title}`, Author: sheet.companyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.font("Helvetica-Bold").fontSize(11).fillColor("#333333").text(sheet.companyName);
  pdf.moveDown(0.4);
  pdf.font("Helvetica-Bold").fontSize(18).fillColor("black").text("Feuille d'émargement");
  pdf.moveDown(0.6);
  const line = (label: string, value: string) => {
    pdf.font("Helvetica-Bold").fontSize(10).text(`${label} : `, { continued: true });
    pdf.font("Helvetica").text(value);
  };
  line("Cours", slot.course.title);
  if (slot.course.thematicTitle) line("Thématique", slot.course.thematicTitle);
  line("Date", `${start.full} – ${end.date === start.date ? end.time : end.full} (heure de Paris)`);
  line("Salle", slot.room ?? "—");
  line("Modalité", MODE_LABELS[slot.mode]);
  line("Professeur", slot.teacher?.name ?? "—");
  pdf.moveDown(0.8);

  const available = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  const widths = attendanceSheetColumnWidths(pdf, sheet.items, available);
  pdf.fontSize(CELL_FONT_SIZE);
  const table = pdf.table({
    columnStyles: widths,
    rowStyles: (row) => (row === 0 ? { backgroundColor: "#E8EEF7" } : { minHeight: 26 }),
    defaultStyle: { padding: CELL_PADDING, border: 0.5, borderColor: "#888888" },
  });
  table.row(
    SHEET_HEADERS.map((text) => ({
      text,
      font: { src: "Helvetica-Bold" },
      type: "TH" as const,
    })),
  );
  for (const item of sheet.items) {
    table.row([
      item.student.studentNumber,
      familyName(item.student),
      item.student.firstname,
      markText(item),
      "",
    ]);
  }
  if (sheet.items.length === 0) table.row([{ text: "Aucun apprenant inscrit.", colSpan: 5 }]);
  table.end();

  pdf.moveDown(1.5);
  pdf
    .font("Helvetica")
    .fontSize(10)
    .text(`${sheet.items.length} ${agree(sheet.items.length, "apprenant inscrit", "apprenants inscrits")}.`);
  pdf.moveDown(1);
  pdf.text("Signature du professeur :");
  pdf.moveDown(3);
  pdf
    .fontSize(8)
    .fillColor("#555555")
    .text(`Document généré le ${parisDateTime(sheet.generatedAt).full} (heure de Paris).`);
  pdf.end();
  return done;
}

const ABSENCE_COLUMNS: TableColumn<Absence>[] = [
  { header: "Date", width: 12, value: (a) => parisDateTime(new Date(a.startsAt)).date },
  {
    header: "Horaires",
    width: 14,
    value: (a) => `${parisDateTime(new Date(a.startsAt)).time}-${parisDateTime(new Date(a.endsAt)).time}`,
  },
  { header: "Cours", width: 36, value: (a) => a.course.title },
  { header: "N° étudiant", width: 16, value: (a) => a.student.studentNumber },
  { header: "Nom", width: 20, value: (a) => familyName(a.student) },
  { header: "Prénom", width: 18, value: (a) => a.student.firstname },
  { header: "Statut", width: 12, value: (a) => ATTENDANCE_LABELS[a.status] },
  { header: "Retard (min)", width: 12, value: (a) => a.lateMinutes ?? "" },
  { header: "Justifiée", width: 10, value: (a) => (a.excused ? "Oui" : "Non") },
  { header: "Motif", width: 40, value: (a) => a.reason ?? "" },
];

/** The absences list as a spreadsheet, times in Europe/Paris, with filters on the header row, streamed. */
export function streamAbsencesXlsx(doc: {
  title: string;
  generatedAt: Date;
  pages: AsyncIterable<Absence[]>;
}): Readable {
  return streamTableXlsxInWorker({
    sheetName: "Absences",
    titleLines: [doc.title],
    generatedAt: doc.generatedAt,
    columns: ABSENCE_COLUMNS,
    pages: doc.pages,
  });
}
