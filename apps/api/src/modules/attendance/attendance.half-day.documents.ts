import type { AttendanceStudent } from "@campus/contracts/attendance";
import { familyName } from "@campus/contracts/people";
import { parisDateTime } from "../../platform/documents.ts";
import { loadPdfKit } from "../../platform/heavy-modules.ts";

/** A cell: the signature image, a text (Absent, Excusé, Retard…), or both. */
export interface HalfDayCell {
  text?: string;
  png?: Buffer | undefined;
}

export interface HalfDaySheet {
  companyName: string;
  cohortName: string;
  period: { from: string; to: string };
  halfDays: { day: string; isMorning: boolean }[];
  rows: { student: AttendanceStudent; cells: HalfDayCell[] }[];
  generatedAt: Date;
}

const NAME_WIDTH = 130;
const COLUMNS_PER_PAGE = 10;
const HEADER_HEIGHT = 28;
const ROW_HEIGHT = 30;
const FRENCH_DAY = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
const frenchDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/**
 * The « Feuille d'émargement par demi-journée »: A4 landscape, one row per student, one column per
 * half-day (10 a page, the students repeated on each set of columns).
 */
export async function buildHalfDaySheetPdf(sheet: HalfDaySheet): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 36,
    info: { Title: `Feuille d'émargement par demi-journée — ${sheet.cohortName}`, Author: sheet.companyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const left = pdf.page.margins.left;
  const cellWidth = (pdf.page.width - left - pdf.page.margins.right - NAME_WIDTH) / COLUMNS_PER_PAGE;
  const bottom = () => pdf.page.height - pdf.page.margins.bottom - 14;

  const title = () => {
    pdf
      .font("Helvetica-Bold")
      .fontSize(10)
      .fillColor("#333333")
      .text(sheet.companyName, left, pdf.page.margins.top);
    pdf.font("Helvetica-Bold").fontSize(15).fillColor("black").text("Feuille d'émargement par demi-journée");
    pdf
      .font("Helvetica")
      .fontSize(9)
      .text(
        `Session : ${sheet.cohortName} · du ${frenchDate(sheet.period.from)} au ${frenchDate(sheet.period.to)} · généré le ${parisDateTime(sheet.generatedAt).full} (heure de Paris)`,
      );
    pdf.moveDown(0.6);
  };
  const box = (x: number, y: number, width: number, height: number, fill?: string) => {
    if (fill) pdf.rect(x, y, width, height).fillAndStroke(fill, "#888888");
    else pdf.rect(x, y, width, height).lineWidth(0.5).stroke("#888888");
    pdf.fillColor("black");
  };
  const header = (columns: HalfDaySheet["halfDays"]) => {
    const y = pdf.y;
    box(left, y, NAME_WIDTH, HEADER_HEIGHT, "#E8EEF7");
    pdf
      .font("Helvetica-Bold")
      .fontSize(8)
      .text("Apprenant", left + 4, y + 10, { width: NAME_WIDTH - 8 });
    columns.forEach((half, index) => {
      const x = left + NAME_WIDTH + index * cellWidth;
      box(x, y, cellWidth, HEADER_HEIGHT, "#E8EEF7");
      pdf
        .font("Helvetica-Bold")
        .fontSize(7.5)
        .text(`${FRENCH_DAY(half.day)}\n${half.isMorning ? "Matin" : "Après-midi"}`, x + 2, y + 5, {
          width: cellWidth - 4,
          align: "center",
        });
    });
    pdf.y = y + HEADER_HEIGHT;
  };

  title();
  if (sheet.halfDays.length === 0 || sheet.rows.length === 0) {
    pdf.font("Helvetica").fontSize(10).text("Aucune séance pour cette session sur la période.", left, pdf.y);
  }
  for (let start = 0; start < sheet.halfDays.length && sheet.rows.length > 0; start += COLUMNS_PER_PAGE) {
    if (start > 0) {
      pdf.addPage();
      title();
    }
    const columns = sheet.halfDays.slice(start, start + COLUMNS_PER_PAGE);
    header(columns);
    for (const row of sheet.rows) {
      if (pdf.y + ROW_HEIGHT > bottom()) {
        pdf.addPage();
        pdf.y = pdf.page.margins.top;
        header(columns);
      }
      const y = pdf.y;
      box(left, y, NAME_WIDTH, ROW_HEIGHT);
      pdf
        .font("Helvetica")
        .fontSize(8)
        .text(`${familyName(row.student)} ${row.student.firstname}`, left + 4, y + 4, {
          width: NAME_WIDTH - 8,
          height: ROW_HEIGHT - 6,
          ellipsis: true,
        });
      row.cells.slice(start, start + COLUMNS_PER_PAGE).forEach((cell, index) => {
        const x = left + NAME_WIDTH + index * cellWidth;
        box(x, y, cellWidth, ROW_HEIGHT);
        const textHeight = cell.text ? 10 : 0;
        if (cell.png) {
          pdf.image(cell.png, x + 2, y + 2, {
            fit: [cellWidth - 4, ROW_HEIGHT - 4 - textHeight],
            align: "center",
            valign: "center",
          });
        }
        if (cell.text) {
          pdf
            .font("Helvetica")
            .fontSize(7)
            .text(cell.text, x + 2, y + ROW_HEIGHT - 10 - (cell.png ? 0 : 6), {
              width: cellWidth - 4,
              align: "center",
            });
        }
      });
      pdf.y = y + ROW_HEIGHT;
    }
  }
  pdf.end();
  return done;
}
