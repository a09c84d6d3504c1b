import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import ExcelJS from "exceljs";
import { parisDateTime, type TableColumn } from "./documents.ts";
import { safeCell, safeCellValue } from "./spreadsheet-cells.ts";

/** A table workbook to stream: its sheet, title lines and columns, and its rows page by page. */
export interface StreamedTable<T> {
  sheetName: string;
  titleLines: string[];
  generatedAt: Date;
  columns: TableColumn<T>[];
  pages: AsyncIterable<T[]>;
}

/**
 * The one-sheet table workbook of `buildTableXlsx`, written as a stream while its rows arrive page
 * by page: exceljs's streaming writer commits each row and zips as it goes, so neither the rows nor
 * the file are ever whole in memory. Its synchronous work (XML, zip, CRC) runs in the worker thread
 * of xlsx-worker-stream.ts: on the main thread, 1,000-row pages blocked other requests 0.4-1.2 s.
 * An error after the first bytes can only cut the download short (the status is already sent).
 */
export function streamTableXlsx<T>(doc: StreamedTable<T>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  styleIdsByType(workbook);
  workbook.creator = "Campus Formation";
  workbook.created = doc.generatedAt;
  // Title lines, the generation time and a blank line come before the header row.
  const headerRow = doc.titleLines.length + 3;
  const write = async () => {
    const sheet = workbook.addWorksheet(doc.sheetName, { views: [{ state: "frozen", ySplit: headerRow }] });
    sheet.columns = doc.columns.map((column) => ({ width: column.width }));
    doc.titleLines.forEach((line, index) => {
      const row = sheet.addRow([safeCell(line)]);
      if (index === 0) row.font = { bold: true, size: 14 };
      row.commit();
    });
    sheet.addRow([`Généré le ${parisDateTime(doc.generatedAt).full} (heure de Paris)`]).commit();
    sheet.addRow([]).commit();
    const header = sheet.addRow(doc.columns.map((column) => safeCell(column.header)));
    header.font = { bold: true };
    header.eachCell((cell) => {
      cell.fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8EEF7" } };
    });
    header.commit();
    sheet.autoFilter = {
      from: { row: headerRow, column: 1 },
      to: { row: headerRow, column: doc.columns.length },
    };
    for await (const page of doc.pages) {
      for (const item of page)
        sheet.addRow(doc.columns.map((column) => safeCellValue(column.value(item)))).commit();
      // A slow client holds the next page back rather than the process's memory.
      // Not once closed: "close" would never come again and the worker would be left running.
      if (out.writableNeedDrain && !out.destroyed)
        await Promise.race([once(out, "drain"), once(out, "close")]);
      if (out.destroyed) return; // the client went away: stop fetching
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** exceljs's style manager (`workbook.styles`, not in its typings): a cell's style model to its id. */
interface StyleManager {
  addStyleModel(model: object | undefined, cellType?: number): number;
}

/**
 * exceljs gives each cell a style object of its own and looks each up by rendering it as XML (its
 * WeakMap never hits): half the writer's time on a large export. A cell with no style of its own,
 * as every data cell here, has an id that depends on its value's type alone: it is looked up once a
 * type. The file is byte for byte the same. Another exceljs without this manager is left as it is.
 */
function styleIdsByType(workbook: ExcelJS.stream.xlsx.WorkbookWriter): void {
  const styles = (workbook as unknown as { styles?: Partial<StyleManager> }).styles;
  if (typeof styles?.addStyleModel !== "function") return;
  const addStyleModel: StyleManager["addStyleModel"] = styles.addStyleModel.bind(styles);
  const idOfType = new Map<number | undefined, number>();
  styles.addStyleModel = (model, cellType) => {
    if (!model || hasKeys(model)) return addStyleModel(model, cellType);
    let id = idOfType.get(cellType);
    if (id === undefined) {
      id = addStyleModel(model, cellType);
      idOfType.set(cellType, id);
    }
    return id;
  };
}

function hasKeys(model: object): boolean {
  for (const _ in model) return true;
  return false;
}
