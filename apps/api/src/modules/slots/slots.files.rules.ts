import { OFFICE_TYPES, TEXT_PLAIN } from "../../platform/uploads.ts";

/** What a slot's file may be, by its bytes: PDF, PNG, JPEG, office documents, ZIP or UTF-8 text. */
export const SLOT_FILE_TYPES: readonly string[] = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  ...OFFICE_TYPES,
  "application/zip",
  TEXT_PLAIN,
];
