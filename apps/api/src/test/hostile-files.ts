// Builders of hostile spreadsheets for the tests: generated in memory, never committed.
import { constants, deflateRawSync } from "node:zlib";

interface ZipPart {
  name: string;
  /** The deflated bytes. */
  data: Buffer;
  /** The size written in the zip's headers. */
  declaredSize: number;
}

/** A zip of deflated entries (CRC left at 0: neither yauzl nor the old reader checked it). */
export function zip(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, "utf-8");
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, part, name.length);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    writeEntryFields(central, 6, part, name.length);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.data);
    centrals.push(central, name);
    offset += local.length + name.length + part.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * The fields a local header and its central directory entry share, in the same order from `at`
 * (the version needed): the central entry has the "version made by" before them.
 */
function writeEntryFields(header: Buffer, at: number, part: ZipPart, nameLength: number): void {
  header.writeUInt16LE(20, at);
  header.writeUInt16LE(8, at + 4); // deflate
  header.writeUInt32LE(part.data.length, at + 14);
  header.writeUInt32LE(part.declaredSize, at + 18);
  header.writeUInt16LE(nameLength, at + 22);
}

const small = (name: string, text: string): ZipPart => {
  const bytes = Buffer.from(text, "utf-8");
  return { name, data: deflateRawSync(bytes), declaredSize: bytes.length };
};

/** A workbook around the given first sheet. */
function workbook(sheet: ZipPart): Buffer {
  const ns = "http://schemas.openxmlformats.org";
  return zip([
    small(
      "[Content_Types].xml",
      `<?xml version="1.0"?><Types xmlns="${ns}/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    small(
      "_rels/.rels",
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    small(
      "xl/workbook.xml",
      `<?xml version="1.0"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Feuille1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    small(
      "xl/_rels/workbook.xml.rels",
      `<?xml version="1.0"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ]);
}

const SHEET_HEAD = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>`;
const SHEET_TAIL = "</sheetData></worksheet>";
const UNIT = 1024 * 1024;

/**
 * An XLSX whose sheet inflates to about `inflatedBytes`: a header row, then one row tag padded with
 * spaces, which deflate packs about 1000:1. Each megabyte of spaces is deflated once and its bytes
 * repeated: a full flush makes every block independent of the ones before it. `declaredSize` is
 * what the zip claims (the truth by default).
 */
export function zipBomb(inflatedBytes: number, declaredSize?: number): Buffer {
  const head = `${SHEET_HEAD}<row r="1"><c r="A1" t="inlineStr"><is><t>numero_etudiant</t></is></c></row><row r="2"`;
  const tail = `/>${SHEET_TAIL}`;
  const count = Math.floor(inflatedBytes / UNIT);
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const block = deflateRawSync(Buffer.alloc(UNIT, 0x20), { ...flush, level: 9 });
  const data = Buffer.concat([
    deflateRawSync(Buffer.from(head), flush),
    ...Array.from({ length: count }, () => block),
    deflateRawSync(Buffer.from(tail)),
  ]);
  const size = head.length + count * UNIT + tail.length;
  return workbook({ name: "xl/worksheets/sheet1.xml", data, declaredSize: declaredSize ?? size });
}

/** An XLSX whose sheet declares nested entities that would expand to gigabytes ("billion laughs"). */
export function billionLaughs(): Buffer {
  const entities = ['<!ENTITY lol0 "lollollollollollollollollollol">'];
  for (let level = 1; level <= 9; level++) {
    entities.push(`<!ENTITY lol${level} "${`&lol${level - 1};`.repeat(10)}">`);
  }
  const sheet = `<?xml version="1.0"?><!DOCTYPE worksheet [${entities.join("")}]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>numero_etudiant</t></is></c></row><row r="2"><c r="A2" t="inlineStr"><is><t>&lol9;</t></is></c></row></sheetData></worksheet>`;
  return workbook(small("xl/worksheets/sheet1.xml", sheet));
}
