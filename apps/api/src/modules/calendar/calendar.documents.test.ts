import type { CalendarEvent } from "@campus/contracts/calendar";
import ExcelJS from "exceljs";
import { PDFParse } from "pdf-parse";
import { describe, expect, it } from "vitest";
import { buildPlanningXlsx, type PlanningDocument } from "./calendar.documents.ts";
import { buildPlanningPdf } from "./calendar.planning-pdf.documents.ts";

const slot = (over: Partial<CalendarEvent>): CalendarEvent => ({
  id: "slot",
  course: { id: "course", title: "Anglais", thematicTitle: "Langues" },
  teacher: { id: "teacher", name: "Marie Curie" },
  startsAt: "2031-03-24T08:00:00.000Z",
  endsAt: "2031-03-24T10:00:00.000Z",
  room: "A1",
  mode: "presentiel",
  videoLink: null,
  status: "validated",
  homework: "",
  ...over,
});

const doc: PlanningDocument = {
  companyName: "ATA Formation",
  logo: null,
  title: "Planning",
  subtitle: "Du 24/03/2031 au 30/03/2031 · 2 séances",
  from: new Date("2031-03-23T23:00:00.000Z"),
  to: new Date("2031-03-30T22:00:00.000Z"),
  generatedAt: new Date("2031-03-20T10:00:00.000Z"),
  slots: [
    slot({}),
    slot({
      id: "b",
      course: { id: "c2", title: "=Comptabilité", thematicTitle: "" },
      teacher: null,
      room: null,
    }),
  ],
};

// The workbook is written row by row by exceljs's streaming writer (issue 42): the same sheet as the
// whole-sheet model wrote, its styles, frozen header, widths and empty cells included.
describe("planning workbook", () => {
  it("keeps its layout: title in bold, frozen header, widths, empty cells, the totals", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buildPlanningXlsx(doc)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Planning");
    if (!sheet) throw new Error("no Planning sheet");
    expect(workbook.creator).toBe("ATA Formation");
    expect(sheet.views).toMatchObject([{ state: "frozen", ySplit: 6 }]);
    expect(sheet.getColumn(4).width).toBe(36);
    expect(sheet.getRow(2).getCell(1).value).toBe("Planning");
    expect(sheet.getRow(2).font).toMatchObject({ bold: true, size: 14 });
    expect(sheet.getRow(6).getCell(1).font).toMatchObject({ bold: true });
    const values = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(values(7)).toEqual([
      "24/03/2031",
      "09:00",
      "11:00",
      "Anglais",
      "Marie Curie",
      "A1",
      "Présentiel",
      "validé",
      2,
    ]);
    // No teacher, no room: cells holding an empty text, as before; a formula-like title neutralised.
    expect(values(8)).toEqual([
      "24/03/2031",
      "09:00",
      "11:00",
      "'=Comptabilité",
      "",
      "",
      "Présentiel",
      "validé",
      2,
    ]);
    expect(sheet.getRow(10).font).toMatchObject({ bold: true });
    expect(values(11)).toEqual(["'=Comptabilité", 2]);
    expect(values(12)).toEqual(["Anglais", 2]);
    expect(sheet.rowCount).toBe(12);
  });
});

/** The text of each page of a PDF, its white space collapsed. */
async function pdfPages(bytes: Buffer): Promise<string[]> {
  const parser = new PDFParse({ data: bytes });
  const parsed = await parser.getText();
  await parser.destroy();
  return parsed.pages.map((page) => page.text.replace(/\s+/g, " "));
}

/** `count` slots of an hour on Paris day `day` (a Wednesday by default), each a course of its own. */
const daySlots = (count: number, day = "2031-03-26", prefix = "Cours"): CalendarEvent[] =>
  Array.from({ length: count }, (_, index) => {
    const start = Date.parse(`${day}T06:00:00.000Z`) + (index % 12) * 3_600_000;
    return slot({
      id: `${prefix}-${index}`,
      course: { id: `${prefix}-${index}`, title: `${prefix} n°${index + 1}`, thematicTitle: "" },
      startsAt: new Date(start).toISOString(),
      endsAt: new Date(start + 3_600_000).toISOString(),
    });
  });

// A day whose slots do not fit in its cell continues on the next pages (week and day headers
// repeated): every slot is in the document, none cut off at the bottom of the page.
describe("planning PDF", () => {
  it("keeps a small week on one page", async () => {
    const pages = await pdfPages(await buildPlanningPdf(doc));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Semaine du 24/03/2031 au 30/03/2031 · Du 24/03/2031");
    expect(pages[0]).toContain("09:00–11:00 Anglais A1 · Présentiel · Marie Curie");
    expect(pages[0]).not.toContain("suite");
  });

  it("writes every slot of a day of 600, on as many pages as they need", async () => {
    const slots = daySlots(600);
    const pages = await pdfPages(await buildPlanningPdf({ ...doc, slots }));
    expect(pages.length).toBeGreaterThan(10);
    const text = pages.join(" ");
    for (const one of slots) expect(text).toContain(`${one.course.title} A1 · Présentiel`);
    // Each title once: no slot drawn twice across the pages.
    expect(text.match(/Cours n°\d+ /g)).toHaveLength(600);
    // No cell cut short: pdfkit's table ends a text too long for its cell with an ellipsis.
    expect(text).not.toContain("…");
    expect(pages[0]).not.toContain("(suite)");
    expect(pages[0]).toContain("Suite page suivante");
    for (const page of pages.slice(1)) {
      expect(page).toContain("Semaine du 24/03/2031 au 30/03/2031 (suite)");
      expect(page).toContain("Mercredi 26/03 (suite)");
    }
    expect(pages.at(-1)).not.toContain("Suite page suivante");
  });

  it("continues several busy days side by side, the next week on a page of its own", async () => {
    const slots = [
      ...daySlots(90, "2031-03-24", "Lundi"),
      ...daySlots(40, "2031-03-29", "Samedi"),
      ...daySlots(3, "2031-04-01", "Mardi"),
    ];
    const pages = await pdfPages(
      await buildPlanningPdf({ ...doc, slots, to: new Date("2031-04-06T22:00:00.000Z") }),
    );
    const text = pages.join(" ");
    for (const one of slots) expect(text).toContain(one.course.title);
    const last = pages.at(-1) ?? "";
    expect(last).toContain("Semaine du 31/03/2031 au 06/04/2031");
    expect(last).not.toContain("(suite)");
    expect(pages.at(-2)).toContain("Lundi 24/03 (suite)");
  });
});
