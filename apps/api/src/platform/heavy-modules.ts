// Libraries that only some requests use, loaded on their first use rather than at server start: each
// of them costs tens to hundreds of milliseconds of module loading (see scripts/measure-startup.mjs).

/** sharp (libvips): image uploads. */
export async function loadSharp() {
  return (await import("sharp")).default;
}

/** exceljs: spreadsheet exports and the import sample. */
export async function loadExcelJs() {
  return (await import("exceljs")).default;
}

/** pdfkit: the PDF exports. */
export async function loadPdfKit() {
  return (await import("pdfkit")).default;
}

/** archiver: the zip of an assignment box's submissions. */
export async function loadArchiver() {
  return (await import("archiver")).default;
}

/** sanitize-html: rich texts and SVG logos, when they are written. */
export async function loadSanitizeHtml() {
  return (await import("sanitize-html")).default;
}

/** file-type (and its tokenizers, some thirty modules): the type of an uploaded file from its first bytes. */
export async function loadFileTypeFromBuffer() {
  return (await import("file-type")).fileTypeFromBuffer;
}

/** nodemailer (some forty modules): the first e-mail. */
export async function loadNodemailer() {
  return (await import("nodemailer")).default;
}
