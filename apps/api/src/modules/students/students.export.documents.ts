import { agree } from "@campus/contracts/french";
import { familyName } from "@campus/contracts/people";
import type { Student } from "@campus/contracts/students";
import { buildTableXlsx, parisDateTime, type TableColumn } from "../../platform/documents.ts";
import { loadPdfKit } from "../../platform/heavy-modules.ts";

/** The columns of the students PDF and spreadsheet (the spec's students PDF). */
const COLUMNS: TableColumn<Student>[] = [
  { header: "N° étudiant", width: 16, value: (s) => s.studentNumber },
  { header: "Nom", width: 20, value: familyName },
  { header: "Prénom", width: 18, value: (s) => s.firstname },
  { header: "E-mail", width: 34, value: (s) => s.email },
  { header: "Programme", width: 34, value: (s) => s.programmeName ?? "" },
  { header: "Niveau", width: 14, value: (s) => s.levelLabel ?? "" },
  { header: "Session", width: 24, value: (s) => s.cohortName ?? "" },
  { header: "Whitelist", width: 10, value: (s) => (s.whitelisted ? "Oui" : "Non") },
];

export interface StudentsDocument {
  /** e.g. "ATA Formation — Liste des apprenants". */
  title: string;
  /** The filters or the course the list is about. */
  subtitle: string;
  generatedAt: Date;
  students: Student[];
}

/** A landscape A4 PDF: title, filters, generation date and the students table (pages break between rows). */
export async function buildStudentsPdf(doc: StudentsDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 36,
    info: { Title: doc.title, Author: "Campus Formation" },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.font("Helvetica-Bold").fontSize(16).text(doc.title);
  pdf.moveDown(0.3);
  pdf.font("Helvetica").fontSize(10).fillColor("#333333").text(doc.subtitle);
  pdf.text(
    `Généré le ${parisDateTime(doc.generatedAt).full} (heure de Paris) · ${doc.students.length} ${agree(doc.students.length, "apprenant")}`,
  );
  pdf.moveDown(0.8).fillColor("black");

  const total = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  const available = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
  pdf.fontSize(8);
  const table = pdf.table({
    columnStyles: COLUMNS.map((column) => (column.width / total) * available),
    rowStyles: (row) => (row === 0 ? { backgroundColor: "#E8EEF7" } : undefined),
    defaultStyle: { padding: [3, 4, 3, 4], border: 0.5, borderColor: "#999999" },
  });
  table.row(COLUMNS.map((column) => ({ text: column.header, font: { src: "Helvetica-Bold" }, type: "TH" })));
  for (const student of doc.students) table.row(COLUMNS.map((column) => String(column.value(student))));
  if (doc.students.length === 0) {
    table.row([{ text: "Aucun apprenant.", colSpan: COLUMNS.length }]);
  }
  table.end();
  pdf.end();
  return done;
}

/** A spreadsheet with the same columns, a title block and filters on the header row. */
export function buildStudentsXlsx(doc: StudentsDocument): Promise<Buffer> {
  return buildTableXlsx({
    sheetName: "Apprenants",
    titleLines: [doc.title, doc.subtitle],
    generatedAt: doc.generatedAt,
    columns: COLUMNS,
    rows: doc.students,
  });
}
