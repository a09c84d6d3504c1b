import type { ExportFormat } from "@campus/contracts/students";
import type { StudentsFilters } from "../../../entities/students/index.ts";
import { downloadFile } from "../../../lib/download.ts";

/** Downloads the filtered list as PDF or Excel; throws an ApiError on failure. */
export function exportStudents(filters: StudentsFilters, format: ExportFormat) {
  return downloadFile("/api/students/export", {
    query: { ...filters, format },
    fallbackName: `apprenants.${format}`,
  });
}
