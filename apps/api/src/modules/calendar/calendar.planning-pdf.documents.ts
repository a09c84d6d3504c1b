import { setImmediate as nextTurn } from "node:timers/promises";
import type { CalendarEvent } from "@campus/contracts/calendar";
import { MODE_LABELS, STATUS_LABELS } from "@campus/contracts/slots";
import { parisDateTime } from "../../platform/documents.ts";
import { loadPdfKit } from "../../platform/heavy-modules.ts";
import type { PlanningDocument } from "./calendar.documents.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEKDAYS = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"];
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });
/** The grid's cells: their padding, the font size of the slots, the height of a quiet week's row. */
const PADDING = 3;
const FONT_SIZE = 7.5;
const MIN_ROW_HEIGHT = 380;
/** Closes a day's cell whose slots go on on the next page. */
const GOES_ON = "Suite page suivante";

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

/** A day's slots, and how many of them the week's earlier pages drew. */
interface DayColumn {
  slots: CalendarEvent[];
  drawn: number;
}

/**
 * The text of a day's cell on this page: as many of the slots left as `room` points of height hold
 * (one at least, so that every page moves on), closed by GOES_ON when some are left for the next page.
 * The slots are written and measured as the page needs them (a crowded week in one go held the event
 * loop 60-100 ms). The sum of the blocks' heights is the estimate; the joined text is measured again to
 * be sure the table's cell, which cuts off what overflows, draws it whole.
 */
function fillCell(pdf: PDFKit.PDFDocument, column: DayColumn, width: number, room: number): string {
  const gap = pdf.currentLineHeight(true);
  const blocks: string[] = [];
  let height = 0;
  for (let index = column.drawn; index < column.slots.length; index++) {
    const slot = column.slots[index];
    if (!slot) break;
    const block = slotBlock(slot);
    const next = height + (blocks.length > 0 ? gap : 0) + pdf.heightOfString(block, { width });
    const closing = index + 1 < column.slots.length ? 2 * gap : 0;
    if (blocks.length > 0 && next + closing > room) break;
    blocks.push(block);
    height = next;
  }
  const text = () => {
    const goesOn = column.drawn + blocks.length < column.slots.length;
    return goesOn ? `${blocks.join("\n\n")}\n\n${GOES_ON}` : blocks.join("\n\n");
  };
  while (blocks.length > 1 && pdf.heightOfString(text(), { width }) > room) blocks.pop();
  const cell = text();
  column.drawn += blocks.length;
  return cell;
}

/** The top of a page: the company's name and logo, the title, the week (continued or not), the date. */
function drawPageTop(pdf: PDFKit.PDFDocument, doc: PlanningDocument, days: string[], continued: boolean) {
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
  const week = `Semaine du ${frenchDay(days[0] ?? "")} au ${frenchDay(days[6] ?? "")}`;
  pdf.text(`${week}${continued ? " (suite)" : ""} · ${doc.subtitle}`, textLeft);
  pdf.text(`Généré le ${parisDateTime(doc.generatedAt).full} (heure de Paris)`, textLeft);
  pdf.fillColor("black").moveDown(0.6);
  pdf.x = pdf.page.margins.left;
}

/**
 * A week's pages: one, as long as each day's slots fit in its cell; else the days too full for the page
 * go on on the next ones, under the week's and the days' headers again, until every slot is drawn.
 */
async function drawWeek(
  pdf: PDFKit.PDFDocument,
  doc: PlanningDocument,
  days: string[],
  byDay: Map<string, CalendarEvent[]>,
) {
  pdf.addPage();
  const columnWidth = (pdf.page.width - pdf.page.margins.left - pdf.page.margins.right) / 7;
  const textWidth = columnWidth - 2 * PADDING;
  const columns: DayColumn[] = days.map((day) => ({ slots: byDay.get(day) ?? [], drawn: 0 }));
  for (let continued = false; ; continued = true) {
    drawPageTop(pdf, doc, days, continued);
    pdf.fontSize(FONT_SIZE);
    const table = pdf.table({
      columnStyles: days.map(() => columnWidth),
      rowStyles: (row) => (row === 0 ? { backgroundColor: "#E8EEF7" } : { minHeight: MIN_ROW_HEIGHT }),
      defaultStyle: { padding: PADDING, border: 0.5, borderColor: "#999999" },
    });
    table.row(
      days.map((day, index) => {
        const column = columns[index];
        const goesOn = column && column.drawn > 0 && column.drawn < column.slots.length;
        return {
          text: `${WEEKDAYS[index]} ${frenchDay(day).slice(0, 5)}${goesOn ? " (suite)" : ""}`,
          font: { src: "Helvetica-Bold" },
          type: "TH" as const,
        };
      }),
    );
    // The rest of the page, less a point: pdfkit's table sends a row reaching the bottom to a new page.
    pdf.font("Helvetica").fontSize(FONT_SIZE); // the cells' font, the one their slots are measured in
    const room = pdf.page.maxY() - pdf.y - 2 * PADDING - 1;
    table.row(columns.map((column) => fillCell(pdf, column, textWidth, room) || " "));
    table.end();
    if (columns.every((column) => column.drawn === column.slots.length)) return;
    await nextTurn(); // the other requests' turn between two pages: a crowded week is many of them
    pdf.addPage();
  }
}

/**
 * A landscape A4 PDF, a page a week (more when a day's slots overflow its cell): the company's name and
 * logo, the title, and a grid of the 7 days. Bounded by the export's period and count of slots.
 */
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
    const days = WEEKDAYS.map((_, index) =>
      new Date(dayNoon(monday).getTime() + index * DAY_MS).toISOString().slice(0, 10),
    );
    await drawWeek(pdf, doc, days, byDay);
    await nextTurn();
  }
  pdf.end();
  return done;
}
