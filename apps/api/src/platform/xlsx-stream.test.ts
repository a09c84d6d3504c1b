import { buffer } from "node:stream/consumers";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { streamTableXlsx } from "./xlsx-stream.ts";

// The streamed table read back by exceljs: its styled title and header, and data cells (text,
// numbers, blanks) whose style ids were looked up once per value type keep no style of their own.

type Row = [string, number | string, string];

async function* pages(): AsyncIterable<Row[]> {
  yield [
    ["Dupont", 12, "=1+1"],
    ["Martin", "", "Malade & <fièvre>"],
  ];
  yield [["Durand", 3.5, ""]];
}

async function streamedSheet() {
  const body = streamTableXlsx<Row>({
    sheetName: "Table",
    titleLines: ["Titre", "Sous-titre"],
    generatedAt: new Date("2026-12-07T10:00:00Z"),
    columns: ["Nom", "Nombre", "Motif"].map((header, index) => ({
      header,
      width: 12,
      value: (row: Row) => row[index] ?? "",
    })),
    pages: pages(),
  });
  const bytes = await buffer(body);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
  );
  const sheet = workbook.getWorksheet("Table");
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

describe("streamTableXlsx", () => {
  it("writes the styled title and header, then the rows without styles", async () => {
    const sheet = await streamedSheet();
    expect(sheet.getCell("A1").value).toBe("Titre");
    expect(sheet.getCell("A1").font).toMatchObject({ bold: true, size: 14 });
    expect(sheet.getCell("A2").font?.bold).toBeFalsy();
    // Two title lines, the generation time, a blank line: the header is row 5.
    const header = sheet.getRow(5);
    expect([1, 2, 3].map((column) => header.getCell(column).value)).toEqual(["Nom", "Nombre", "Motif"]);
    for (const column of [1, 2, 3]) {
      expect(header.getCell(column).font?.bold).toBe(true);
      expect(header.getCell(column).fill).toMatchObject({ pattern: "solid", fgColor: { argb: "FFE8EEF7" } });
    }
    const rows = [6, 7, 8].map((number) => [1, 2, 3].map((column) => sheet.getRow(number).getCell(column)));
    expect(rows.map((cells) => cells.map((cell) => cell.value))).toEqual([
      ["Dupont", 12, "'=1+1"],
      ["Martin", null, "Malade & <fièvre>"], // an empty text reads back as no value
      ["Durand", 3.5, null],
    ]);
    for (const cell of rows.flat()) {
      expect(cell.font?.bold).toBeFalsy();
      expect(cell.fill).toBeUndefined();
      expect(cell.numFmt).toBeUndefined();
    }
  });
});
