import type { ImportKind } from "@campus/contracts/imports";

/** The query roots an import of each kind changes: their lists refetch after a commit. */
export const QUERIES_CHANGED_BY_IMPORT: Record<ImportKind, readonly string[]> = {
  students: ["students", "whitelist"],
  teachers: ["teachers"],
  enrolments: ["students", "courses", "enrolments"],
  programmes: ["programmes", "school"],
  cohorts: ["cohorts", "programmes", "school"],
};

/** The multipart body of an import: the one file, in the field `file`. */
export function importFormData(file: File): FormData {
  const body = new FormData();
  body.append("file", file, file.name);
  return body;
}
