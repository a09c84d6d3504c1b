import path from "node:path/posix";
import { SaxesParser, type SaxesTagPlain } from "saxes";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { FileRefusal, type ImportLimits, limitErrors, unreadableXlsx } from "./imports.limits.rules.ts";
import type { RowSink } from "./imports.rows.rules.ts";

/** Inflated bytes left to read: every part of the file draws on one budget. */
interface Budget {
  left: number;
}

const localName = (name: string) => name.slice(name.indexOf(":") + 1);

/**
 * Streams one zip entry through a SAX parser. The declared size is checked before reading, the real
 * inflated bytes while reading (yauzl also refuses an entry that inflates past its declared size).
 * The parser expands no entity, and a DOCTYPE (needed to declare one) is refused outright.
 */
async function parseEntry(
  zip: ZipFile,
  entry: Entry,
  budget: Budget,
  limits: ImportLimits,
  handlers: (parser: SaxesParser) => void,
): Promise<void> {
  if (entry.uncompressedSize > budget.left) throw limitErrors.inflatedBytes(limits);
  const parser = new SaxesParser();
  parser.on("doctype", () => {
    throw unreadableXlsx("déclaration DOCTYPE refusée");
  });
  handlers(parser);
  const decoder = new TextDecoder("utf-8");
  let stream: NodeJS.ReadableStream;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    throw unreadableXlsx();
  }
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      budget.left -= chunk.length;
      if (budget.left < 0) throw limitErrors.inflatedBytes(limits);
      parser.write(decoder.decode(chunk, { stream: true }));
    }
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    (stream as NodeJS.ReadableStream & { destroy(): void }).destroy();
    if (error instanceof FileRefusal) throw error;
    throw unreadableXlsx();
  }
}

async function listEntries(
  file: string,
  limits: ImportLimits,
): Promise<{ zip: ZipFile; entries: Map<string, Entry> }> {
  let zip: ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  } catch {
    throw unreadableXlsx();
  }
  if (zip.entryCount > limits.zipEntries) {
    zip.close();
    throw unreadableXlsx("trop d'éléments dans l'archive");
  }
  const entries = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName.replace(/^\/+/, ""), entry);
  } catch {
    zip.close();
    throw unreadableXlsx();
  }
  return { zip, entries };
}

/** The first sheet's part and the shared strings' part, from the workbook and its relationships. */
async function locateParts(
  zip: ZipFile,
  entries: Map<string, Entry>,
  budget: Budget,
  limits: ImportLimits,
): Promise<{ sheet: string; sharedStrings: string }> {
  const workbook = entries.get("xl/workbook.xml");
  if (!workbook) throw unreadableXlsx();
  let firstSheetRel: string | undefined;
  await parseEntry(zip, workbook, budget, limits, (parser) => {
    parser.on("opentag", (tag: SaxesTagPlain) => {
      if (firstSheetRel === undefined && localName(tag.name) === "sheet")
        firstSheetRel = tag.attributes["r:id"] ?? "";
    });
  });
  const targets = new Map<string, string>();
  let sharedStrings = "xl/sharedStrings.xml";
  const rels = entries.get("xl/_rels/workbook.xml.rels");
  if (rels) {
    await parseEntry(zip, rels, budget, limits, (parser) => {
      parser.on("opentag", (tag: SaxesTagPlain) => {
        if (localName(tag.name) !== "Relationship") return;
        const target = tag.attributes.Target ?? "";
        const resolved = target.startsWith("/") ? target.slice(1) : path.join("xl", target);
        targets.set(tag.attributes.Id ?? "", resolved);
        if ((tag.attributes.Type ?? "").endsWith("/sharedStrings")) sharedStrings = resolved;
      });
    });
  }
  const sheet = (firstSheetRel && targets.get(firstSheetRel)) || "xl/worksheets/sheet1.xml";
  return { sheet, sharedStrings };
}

async function readSharedStrings(
  zip: ZipFile,
  entry: Entry | undefined,
  budget: Budget,
  limits: ImportLimits,
): Promise<string[]> {
  const strings: string[] = [];
  if (!entry) return strings;
  let current: string | undefined;
  let inText = false;
  let phonetic = 0;
  await parseEntry(zip, entry, budget, limits, (parser) => {
    parser.on("opentag", (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === "si") current = "";
      else if (name === "rPh") phonetic++;
      else if (name === "t" && phonetic === 0) inText = true;
    });
    parser.on("text", (text) => {
      if (!inText || current === undefined) return;
      current += text;
      if (current.length > limits.cellLength) throw limitErrors.cellLength(limits);
    });
    parser.on("closetag", (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === "t") inText = false;
      else if (name === "rPh") phonetic--;
      else if (name === "si") {
        strings.push(current ?? "");
        current = undefined;
      }
    });
  });
  return strings;
}

/** "BC12" → 55 (1-based column of a cell reference). */
function columnOf(reference: string): number {
  let column = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column;
}

async function readSheet(
  zip: ZipFile,
  entry: Entry,
  strings: string[],
  budget: Budget,
  limits: ImportLimits,
  sink: RowSink,
): Promise<void> {
  let rowNumber = 0;
  let values: string[] = [];
  let column = 0;
  let type = "n";
  let text: string | undefined;
  await parseEntry(zip, entry, budget, limits, (parser) => {
    parser.on("opentag", (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === "row") {
        rowNumber = Number(tag.attributes.r) || rowNumber + 1;
        values = [];
        column = 0;
      } else if (name === "c") {
        const reference = tag.attributes.r;
        column = reference ? columnOf(reference) : column + 1;
        if (column > limits.cellsPerRow) throw limitErrors.cellsPerRow(limits, rowNumber);
        type = tag.attributes.t ?? "n";
        text = undefined;
      } else if (name === "v" || name === "t") {
        text ??= "";
      }
    });
    parser.on("text", (chunk) => {
      if (text === undefined) return;
      text += chunk;
      if (text.length > limits.cellLength) throw limitErrors.cellLength(limits, rowNumber);
    });
    parser.on("closetag", (tag: SaxesTagPlain) => {
      const name = localName(tag.name);
      if (name === "c") {
        const raw = text ?? "";
        let value = raw;
        if (type === "s") value = strings[Number(raw)] ?? "";
        else if (type === "b") value = raw === "1" ? "true" : "false";
        while (values.length < column - 1) values.push("");
        values[column - 1] = value;
        text = undefined;
      } else if (name === "row") {
        sink.add(rowNumber, values);
      }
    });
  });
}

/** Reads the first sheet of an XLSX file into `sink`, within the limits. */
export async function readXlsx(file: string, limits: ImportLimits, sink: RowSink): Promise<void> {
  const { zip, entries } = await listEntries(file, limits);
  try {
    const budget: Budget = { left: limits.inflatedBytes };
    const parts = await locateParts(zip, entries, budget, limits);
    const sheet = entries.get(parts.sheet);
    if (!sheet) throw unreadableXlsx();
    const strings = await readSharedStrings(zip, entries.get(parts.sharedStrings), budget, limits);
    await readSheet(zip, sheet, strings, budget, limits, sink);
  } finally {
    zip.close();
  }
}
