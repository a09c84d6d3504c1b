import { type Absence, ATTENDANCE_LABELS, type AttendanceItem } from "@campus/contracts/attendance";
import { familyName } from "@campus/contracts/people";
import { MODE_LABELS, type Slot } from "@campus/contracts/slots";
import PDFDocument from "pdfkit";
import { buildTableXlsx, parisDateTime, type TableColumn } from "../../platform/documents.ts";

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

/** Feuille d'émargement: the slot's details and one row per enrolled student with room to sign. */
export function buildAttendanceSheetPdf(sheet: AttendanceSheet): Promise<Buffer> {
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
  const widths = [0.14, 0.22, 0.18, 0.16, 0.3].map((share) => share * available);
  pdf.fontSize(9);
  const table = pdf.table({
    columnStyles: widths,
    rowStyles: (row) => (row === 0 ? { backgroundColor: "#E8EEF7" } : { minHeight: 26 }),
    defaultStyle: { padding: [4, 4, 4, 4], border: 0.5, borderColor: "#888888" },
  });
  table.row(
    ["N° étudiant", "Nom", "Prénom", "Présence", "Signature"].map((text) => ({
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
  pdf.font("Helvetica").fontSize(10).text(`${sheet.items.length} apprenant(s) inscrit(s).`);
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

/** The absences list as a spreadsheet, times in Europe/Paris, with filters on the header row. */
export function buildAbsencesXlsx(doc: {
  title: string;
  generatedAt: Date;
  absences: Absence[];
}): Promise<Buffer> {
  return buildTableXlsx({
    sheetName: "Absences",
    titleLines: [doc.title],
    generatedAt: doc.generatedAt,
    columns: ABSENCE_COLUMNS,
    rows: doc.absences,
  });
}
