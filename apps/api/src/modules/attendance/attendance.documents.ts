import { createHash } from "node:crypto";
import type { Readable } from "node:stream";
import {
  type Absence,
  ATTENDANCE_LABELS,
  type AttendanceItem,
  MARK_SOURCE_LABELS,
} from "@campus/contracts/attendance";
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

/** A signature image (PNG, checked when it was received) and when it was given. */
export interface SheetSignature {
  png: Buffer;
  signedAt: Date;
}

export interface AttendanceSheet {
  companyName: string;
  slot: Slot;
  items: AttendanceItem[];
  generatedAt: Date;
  /** The students' signatures, by student id. */
  signatures?: Map<string, SheetSignature>;
  teacherSignature?: (SheetSignature & { name: string }) | null;
  /** The audit reference printed in the footer (`sheetReference`). */
  reference?: string;
}

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

/**
 * The sheet's audit reference: the SHA-256 of what it shows (company, course, slot, each student's
 * mark, each signature's bytes and time, the teacher's), never of when it was generated.
 */
export function sheetReference(sheet: Omit<AttendanceSheet, "generatedAt" | "reference">): string {
  const { slot } = sheet;
  const signature = (value: SheetSignature | undefined | null) =>
    value ? { sha256: sha256(value.png), signedAt: value.signedAt.toISOString() } : null;
  const data = {
    company: sheet.companyName,
    course: { id: slot.course.id, title: slot.course.title },
    slot: {
      id: slot.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      room: slot.room,
      teacher: slot.teacher?.name ?? null,
    },
    students: sheet.items.map((item) => ({
      id: item.student.id,
      number: item.student.studentNumber,
      name: `${familyName(item.student)} ${item.student.firstname}`,
      mark: item.mark
        ? {
            status: item.mark.status,
            lateMinutes: item.mark.lateMinutes,
            excused: item.mark.excused,
            source: item.mark.source,
          }
        : null,
      signature: signature(sheet.signatures?.get(item.student.id)),
    })),
    teacher: sheet.teacherSignature
      ? { name: sheet.teacherSignature.name, ...signature(sheet.teacherSignature) }
      : null,
  };
  return sha256(JSON.stringify(data));
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

/** A row's height, room for a signature image. */
const SIGNED_ROW_HEIGHT = 34;

/** How the mark was given: the signature's time, or by hand (no signature). */
function markSource(item: AttendanceItem, signature: SheetSignature | undefined): string {
  if (signature) return `Signé à ${parisDateTime(signature.signedAt).time}`;
  return item.mark ? MARK_SOURCE_LABELS.teacher.toLocaleLowerCase("fr") : "";
}

/** Each page's footer: company, course, slot, audit reference, page number. */
function writeFooters(pdf: PDFKit.PDFDocument, sheet: AttendanceSheet, slotWhen: string) {
  const range = pdf.bufferedPageRange();
  const lines = [
    `${sheet.companyName} · ${sheet.slot.course.title} · Séance du ${slotWhen} (${sheet.slot.id})`,
    sheet.reference ? `Référence d'audit (SHA-256) : ${sheet.reference}` : "",
  ].filter(Boolean);
  for (let index = range.start; index < range.start + range.count; index++) {
    pdf.switchToPage(index);
    const { margins } = pdf.page;
    const bottom = margins.bottom;
    // Written in the bottom margin: without it, pdfkit would open a new page.
    margins.bottom = 0;
    const width = pdf.page.width - margins.left - margins.right;
    pdf.font("Helvetica").fontSize(7).fillColor("#555555");
    pdf.text(
      `${lines.join("\n")}\nPage ${index - range.start + 1} / ${range.count}`,
      margins.left,
      pdf.page.height - bottom + 6,
      { width, lineBreak: true },
    );
    margins.bottom = bottom;
  }
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
    bufferPages: true,
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
    rowStyles: (row) => (row === 0 ? { backgroundColor: "#E8EEF7" } : { minHeight: SIGNED_ROW_HEIGHT }),
    defaultStyle: { padding: CELL_PADDING, border: 0.5, borderColor: "#888888" },
  });
  table.row(
    SHEET_HEADERS.map((text) => ({
      text,
      font: { src: "Helvetica-Bold" },
      type: "TH" as const,
    })),
  );
  const signatureX = pdf.page.margins.left + widths.slice(0, 4).reduce((sum, width) => sum + width, 0);
  const signatureWidth = widths[4] ?? 0;
  for (const item of sheet.items) {
    const signature = sheet.signatures?.get(item.student.id);
    const top = pdf.y;
    table.row([
      item.student.studentNumber,
      familyName(item.student),
      item.student.firstname,
      [markText(item), markSource(item, signature)].filter(Boolean).join("\n"),
      "",
    ]);
    if (signature) {
      // A row pushed to a new page starts at its top margin.
      const rowTop = pdf.y < top ? pdf.page.margins.top : top;
      const rowHeight = pdf.y - rowTop;
      pdf.image(signature.png, signatureX + 4, rowTop + 3, {
        fit: [signatureWidth - 8, Math.max(rowHeight - 6, 10)],
        valign: "center",
      });
      pdf.y = rowTop + rowHeight;
    }
  }
  if (sheet.items.length === 0) table.row([{ text: "Aucun apprenant inscrit.", colSpan: 5 }]);
  table.end();

  pdf.moveDown(1.5);
  pdf
    .font("Helvetica")
    .fontSize(10)
    .text(`${sheet.items.length} ${agree(sheet.items.length, "apprenant inscrit", "apprenants inscrits")}.`);
  pdf.moveDown(1);
  const teacher = sheet.teacherSignature;
  pdf.x = pdf.page.margins.left;
  if (teacher) {
    pdf.text(`Signature du professeur (${teacher.name}, le ${parisDateTime(teacher.signedAt).full}) :`);
    if (pdf.y + 70 > pdf.page.height - pdf.page.margins.bottom) pdf.addPage();
    pdf.image(teacher.png, pdf.page.margins.left, pdf.y + 4, { fit: [200, 60] });
    pdf.y += 70;
  } else {
    pdf.text("Signature du professeur :");
    pdf.moveDown(3);
  }
  pdf.x = pdf.page.margins.left;
  pdf
    .fontSize(8)
    .fillColor("#555555")
    .text(`Document généré le ${parisDateTime(sheet.generatedAt).full} (heure de Paris).`);
  writeFooters(pdf, sheet, `${start.date} ${start.time}–${end.time}`);
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
