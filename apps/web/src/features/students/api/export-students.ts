import { endpointUrl } from "@campus/contracts/endpoint";
import type { ExportFormat } from "@campus/contracts/students";
import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import type { StudentsFilters } from "../../../entities/students/index.ts";
import { downloadFile } from "../../../lib/download.ts";

/** Downloads the filtered list as PDF or Excel; throws an ApiError on failure. */
export function exportStudents(filters: StudentsFilters, format: ExportFormat) {
  return downloadFile(endpointUrl(STUDENTS_ENDPOINTS.exportStudents), {
    query: { ...filters, format },
    fallbackName: `apprenants.${format}`,
  });
}
