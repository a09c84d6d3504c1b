import type { AttendanceItem } from "@campus/contracts/attendance";
import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { attendanceSheetColumnWidths } from "./attendance.documents.ts";

function item(studentNumber: string, lastname: string, firstname = "Camille"): AttendanceItem {
  return {
    student: { id: studentNumber, studentNumber, firstname, lastname, usageName: null },
    mark: {
      status: "late",
      lateMinutes: 125,
      excused: true,
      excuseReason: null,
      markedBy: null,
      markedAt: "2026-03-03T08:00:00.000Z",
      excusedBy: null,
      excusedAt: null,
      source: "teacher",
      signedAt: null,
    },
  };
}

/** The A4 page less its 40 pt margins, as the sheet lays it out. */
const AVAILABLE = 595.28 - 80;
const CELL_PADDING = 8;

function textWidth(pdf: PDFKit.PDFDocument, text: string) {
  return pdf.font("Helvetica").fontSize(9).widthOfString(text);
}

describe("the attendance sheet's columns", () => {
  it("keep a student number and an attendance mark on one line", () => {
    const pdf = new PDFDocument({ size: "A4", margin: 40 });
    const items = [item("HOR-2026-004 / 5", "Martin"), item("HOR-2026-1234", "Bernard")];
    const [number = 0, , , mark = 0] = attendanceSheetColumnWidths(pdf, items, AVAILABLE);
    expect(number).toBeGreaterThanOrEqual(textWidth(pdf, "HOR-2026-004 / 5") + CELL_PADDING);
    expect(mark).toBeGreaterThanOrEqual(textWidth(pdf, "En retard (125 min), justifié") + CELL_PADDING);
    // Nothing left to wrap: PDFKit puts the number on a single line within the column.
    expect(pdf.heightOfString("HOR-2026-004 / 5", { width: number - CELL_PADDING })).toBeLessThan(
      pdf.currentLineHeight(true) * 1.5,
    );
  });

  it("fill the page, leaving the signature at least a quarter of it, even with very long names", () => {
    const pdf = new PDFDocument({ size: "A4", margin: 40 });
    const long = "De La Rochefoucauld-Montmorency-Laval ".repeat(3).trim();
    for (const items of [[item("A-1", "Li")], [item("HOR-2026-004 / 5", long, long)], []]) {
      const widths = attendanceSheetColumnWidths(pdf, items, AVAILABLE);
      expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(AVAILABLE, 5);
      expect(widths[4]).toBeGreaterThanOrEqual(AVAILABLE * 0.24 - 1);
      for (const width of widths) expect(width).toBeGreaterThan(0);
    }
  });
});
