import { open } from "node:fs/promises";
import { readCsv } from "./imports.csv.rules.ts";
import { FileRefusal, type ImportLimits } from "./imports.limits.rules.ts";
import { RowSink, type Sheet } from "./imports.rows.rules.ts";
import { readXlsx } from "./imports.xlsx.rules.ts";

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * Reads the first sheet of a CSV or XLSX file (recognised by its bytes: an XLSX is a zip, a CSV is
 * UTF-8 text without NUL bytes); row 1 holds the headers. Runs in the parsing worker.
 */
export async function readSheetFile(file: string, limits: ImportLimits): Promise<Sheet> {
  const handle = await open(file);
  const head = Buffer.alloc(4);
  const { bytesRead } = await handle.read(head, 0, 4, 0);
  await handle.close();
  if (bytesRead === 0) throw new FileRefusal("INVALID_FILE", "Le fichier est vide.");
  const sink = new RowSink(limits);
  if (ZIP_MAGIC.every((byte, index) => head[index] === byte)) await readXlsx(file, limits, sink);
  else await readCsv(file, sink);
  return sink.sheet();
}
