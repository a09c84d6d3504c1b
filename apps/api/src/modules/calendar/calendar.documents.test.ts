import type { CalendarEvent } from "@campus/contracts/calendar";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildPlanningXlsx, type PlanningDocument } from "./calendar.documents.ts";

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
