import { CHECK_IN_MESSAGES, SIGNATURE_LIMITS } from "@campus/contracts/check-in";
import { AppError } from "../../platform/errors.ts";

// A signature is kept only if its bytes are a real PNG: the signature, an IHDR of bounded size first,
// every chunk's CRC right, IEND last and nothing after it.

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const DATA_URL_PREFIX = "data:image/png;base64,";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const invalid = () =>
  new AppError("VALIDATION", { field: "signature", message: CHECK_IN_MESSAGES.signatureInvalid });

/** The PNG of a data URL, checked by its bytes; throws VALIDATION with a French message otherwise. */
export function signaturePng(dataUrl: string): { png: Buffer; width: number; height: number } {
  if (!dataUrl.startsWith(DATA_URL_PREFIX)) throw invalid();
  const png = Buffer.from(dataUrl.slice(DATA_URL_PREFIX.length), "base64");
  if (png.length > SIGNATURE_LIMITS.maxBytes) {
    throw new AppError("VALIDATION", { field: "signature", message: CHECK_IN_MESSAGES.signatureTooLarge });
  }
  if (png.length < 8 + 25 + 12 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) throw invalid();
  let offset = 8;
  let width = 0;
  let height = 0;
  let hasData = false;
  for (let index = 0; ; index++) {
    if (offset + 12 > png.length) throw invalid();
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > png.length) throw invalid();
    const crc = png.readUInt32BE(end - 4);
    if (crc32(png.subarray(offset + 4, end - 4)) !== crc) throw invalid();
    if (index === 0) {
      if (type !== "IHDR" || length !== 13) throw invalid();
      width = png.readUInt32BE(offset + 8);
      height = png.readUInt32BE(offset + 12);
    } else if (type === "IHDR") {
      throw invalid();
    }
    if (type === "IDAT") hasData = true;
    offset = end;
    if (type === "IEND") break;
  }
  if (!hasData || offset !== png.length || width < 1 || height < 1) throw invalid();
  if (width > SIGNATURE_LIMITS.maxWidth || height > SIGNATURE_LIMITS.maxHeight) {
    throw new AppError("VALIDATION", { field: "signature", message: CHECK_IN_MESSAGES.signatureTooLarge });
  }
  return { png, width, height };
}
