import { once } from "node:events";
import { PassThrough } from "node:stream";
import type { CalendarEvent } from "@campus/contracts/calendar";
import { MODE_LABELS, STATUS_LABELS } from "@campus/contracts/slots";
import type { Font } from "exceljs";
import { parisDateTime } from "../../platform/documents.ts";
import { loadExcelJs, loadPdfKit } from "../../platform/heavy-modules.ts";
import { safeCell, safeCellValue } from "../../platform/spreadsheet-cells.ts";

export interface PlanningDocument {
  companyName: string;
  /** A PNG or JPEG logo, when the company has one the PDF can draw. */
  logo: Buffer | null;
  title: string;
  /** The period and the filters, in words. */
  subtitle: string;
  from: Date;
  to: Date;
  generatedAt: Date;
  slots: CalendarEvent[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"];
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/** `yyyy-MM-dd` of an instant in Europe/Paris. */
const parisDay = (date: Date) => PARIS_DAY.format(date);

/** The Paris day's date at noon UTC (safe for weekday arithmetic whatever the clock change). */
const dayNoon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The Mondays (as `yyyy-MM-dd`) of the weeks the period touches. */
function weekMondays(from: Date, to: Date): string[] {
  const first = dayNoon(parisDay(from));
  first.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const last = dayNoon(parisDay(new Date(to.getTime() - 1)));
  const mondays: string[] = [];
  for (let day = first; day.getTime() <= last.getTime(); day = new Date(day.getTime() + 7 * DAY_MS)) {
    mondays.push(day.toISOString().slice(0, 10));
  }
  return mondays;
}

export const slotHours = (slot: CalendarEvent) =>
  Math.round(((Date.parse(slot.endsAt) - Date.parse(slot.startsAt)) / 3_600_000) * 100) / 100;

const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

function slotBlock(slot: CalendarEvent): string {
  const start = parisDateTime(new Date(slot.startsAt)).time;
  const end = parisDateTime(new Date(slot.endsAt)).time;
  return [
    `${start}–${end} ${slot.course.title}`,
    [slot.room, MODE_LABELS[slot.mode], slot.teacher?.name].filter(Boolean).join(" · "),
    slot.status === "validated" ? null : `(${STATUS_LABELS[slot.status]})`,
  ]
    .filter(Boolean)
    .join("\n");
}

/** A landscape A4 PDF, one page a week: the company's name and logo, the title, and a grid of the 7 days. */
export async function buildPlanningPdf(doc: PlanningDocument): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 30,
    autoFirstPage: false,
    info: { Title: doc.title, Author: doc.companyName },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const byDay = new Map<string, CalendarEvent[]>();
  for (const slot of doc.slots) {
    const day = parisDay(new Date(slot.startsAt));
    const list = byDay.get(day);
    if (list) list.push(slot);
    else byDay.set(day, [slot]);
  }
  for (const monday of weekMondays(doc.from, doc.to)) {
    pdf.addPage();
    const days = WEEKDAYS.map((_, index) =>
      new Date(dayNoon(monday).getTime() + index * DAY_MS).toISOString().slice(0, 10),
    );
    let textLeft = pdf.page.margins.left;
    if (doc.logo) {
      try {
        pdf.image(doc.logo, pdf.page.margins.left, pdf.page.margins.top, { fit: [48, 48] });
        textLeft += 58;
      } catch {
        // A logo pdfkit cannot read: the name alone.
      }
    }
    pdf.font("Helvetica-Bold").fontSize(11).fillColor("#555555");
    pdf.text(doc.companyName, textLeft, pdf.page.margins.top);
    pdf.fontSize(15).fillColor("black").text(doc.title, textLeft);
    pdf.font("Helvetica").fontSize(9).fillColor("#333333");
    pdf.text(
      `Semaine du ${frenchDay(days[0] ?? monday)} au ${frenchDay(days[6] ?? monday)} · ${doc.subtitle}`,
      textLeft,
    );
    pdf.text(`Généré le ${parisDateTime(doc.generatedAt).full} (heure de Paris)`, textLeft);
    pdf.fillColor("black").moveDown(0.6);
    pdf.x = pdf.page.margins.left;
    const available = pdf.page.width - pdf.page.margins.left - pdf.page.margins.right;
    pdf.fontSize(7.5);
    const table = pdf.table({
      columnStyles: days.map(() => available / 7),
      rowStyles: (row) => (row === 0 ? { backgroundColor: "#E8EEF7" } : { minHeight: 380 }),
      defaultStyle: { padding: [3, 3, 3, 3], border: 0.5, borderColor: "#999999" },
    });
    table.row(
      days.map((day, index) => ({
        text: `${WEEKDAYS[index]} ${frenchDay(day).slice(0, 5)}`,
        font: { src: "Helvetica-Bold" },
        type: "TH" as const,
      })),
    );
    table.row(days.map((day) => (byDay.get(day) ?? []).map(slotBlock).join("\n\n") || " "));
    table.end();
  }
  pdf.end();
  return done;
}

const XLSX_COLUMNS: { header: string; width: number; value: (slot: CalendarEvent) => string | number }[] = [
  { header: "Date", width: 12, value: (s) => parisDateTime(new Date(s.startsAt)).date },
  { header: "Début", width: 8, value: (s) => parisDateTime(new Date(s.startsAt)).time },
  { header: "Fin", width: 8, value: (s) => parisDateTime(new Date(s.endsAt)).time },
  { header: "Cours", width: 36, value: (s) => s.course.title },
  { header: "Professeur", width: 24, value: (s) => s.teacher?.name ?? "" },
  { header: "Salle", width: 14, value: (s) => s.room ?? "" },
  { header: "Mode", width: 12, value: (s) => MODE_LABELS[s.mode] },
  { header: "Statut", width: 10, value: (s) => STATUS_LABELS[s.status] },
  { header: "Heures", width: 8, value: slotHours },
];

/**
 * The courses' order in the totals: one collator for every comparison (`localeCompare` with a locale
 * builds one per call: 60,000 calls for a week of 4,000 courses).
 */
const FRENCH_ORDER = new Intl.Collator("fr");

/**
 * A workbook: one row per slot, then the total of hours per course (cancelled slots not counted).
 * Written by exceljs's streaming writer, each row committed as it is added: the whole-sheet model (a
 * cell object and its style per value, kept until the end and serialised at once) cost twice the CPU
 * per slot, 575-1,140 ms for a week of 5,000 slots against 280-545 ms (issue 42). Shared strings as
 * before: without them the writer leaves out the empty cells (no teacher, no room) the file had.
 */
export async function buildPlanningXlsx(doc: PlanningDocument): Promise<Buffer> {
  const ExcelJS = await loadExcelJs();
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = once(out, "end");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: true,
  });
  workbook.creator = doc.companyName;
  workbook.created = doc.generatedAt;
  // The header row comes after the four lines of the title and a blank one; frozen below it.
  const headerRow = 6;
  const sheet = workbook.addWorksheet("Planning", { views: [{ state: "frozen", ySplit: headerRow }] });
  sheet.columns = XLSX_COLUMNS.map((column) => ({ width: column.width }));
  const add = (values: unknown[], font?: Partial<Font>) => {
    const row = sheet.addRow(values);
    if (font) row.font = font;
    row.commit();
  };
  add([safeCell(doc.companyName)]);
  add([safeCell(doc.title)], { bold: true, size: 14 });
  add([safeCell(doc.subtitle)]);
  add([`Généré le ${parisDateTime(doc.generatedAt).full} (heure de Paris)`]);
  add([]);
  add(
    XLSX_COLUMNS.map((column) => column.header),
    { bold: true },
  );
  const totals = new Map<string, number>();
  for (const slot of doc.slots) {
    add(XLSX_COLUMNS.map((column) => safeCellValue(column.value(slot))));
    if (slot.status !== "cancelled") {
      totals.set(slot.course.title, (totals.get(slot.course.title) ?? 0) + slotHours(slot));
    }
  }
  add([]);
  add(["Total des heures par cours (hors séances annulées)"], { bold: true });
  for (const [course, hours] of [...totals].sort(([a], [b]) => FRENCH_ORDER.compare(a, b))) {
    add([safeCell(course), Math.round(hours * 100) / 100]);
  }
  sheet.commit();
  await Promise.all([workbook.commit(), ended]);
  return Buffer.concat(chunks);
}
