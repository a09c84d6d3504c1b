import type { ExportFormat } from "@campus/contracts/students";
import { downloadFile } from "../../../lib/download.ts";
import type { StudentsFilters } from "./students.ts";

/** Downloads the filtered list as PDF or Excel; throws an ApiError on failure. */
export function exportStudents(filters: StudentsFilters, format: ExportFormat) {
  return downloadFile("/api/students/export", {
    query: { ...filters, format },
    fallbackName: `apprenants.${format}`,
  });
}
