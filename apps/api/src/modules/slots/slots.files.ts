import path from "node:path";

/** Office formats stored as ZIP archives, by extension. */
const ZIP_TYPES: Record<string, string> = {
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".odt": "application/vnd.oasis.opendocument.text",
  ".ods": "application/vnd.oasis.opendocument.spreadsheet",
  ".odp": "application/vnd.oasis.opendocument.presentation",
  ".zip": "application/zip",
};

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** Valid UTF-8 with no control character but tab, line feed, form feed and carriage return. */
function isPlainText(bytes: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
  return !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

/**
 * The content type of an upload from its first bytes (never from its name or the client's claim):
 * PDF, PNG, JPEG, ZIP-based office files or plain UTF-8 text; null for anything else.
 */
export function detectSlotFileType(bytes: Buffer, fileName: string): string | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return "application/pdf"; // %PDF
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    // The name only chooses among ZIP-based types; the bytes already proved it is a ZIP.
    return ZIP_TYPES[path.extname(fileName).toLowerCase()] ?? "application/zip";
  }
  if (isPlainText(bytes)) return "text/plain; charset=utf-8";
  return null;
}

/** The name shown and offered on download: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001F\u007F"]/g, "").trim();
  return cleaned.slice(-200) || "fichier";
}

/** `attachment` with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function attachmentHeader(name: string): string {
  const ascii = name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .replace(/[^\x20-\x7E]/g, "_")
    .replace(/["\\]/g, "_");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
