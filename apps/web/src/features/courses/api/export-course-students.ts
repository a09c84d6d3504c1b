import { endpointUrl } from "@campus/contracts/endpoint";
import type { ExportFormat } from "@campus/contracts/students";
import { STUDENTS_ENDPOINTS } from "@campus/contracts/students.endpoints";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

/** Downloads the course's enrolled students as a PDF or an Excel file. */
export function exportCourseStudents(id: string, format: ExportFormat): Promise<void> {
  return downloadFile(endpointUrl(STUDENTS_ENDPOINTS.exportCourseStudents, { id }), {
    query: { format },
    fallbackName: `apprenants.${format}`,
  });
}

export function useExportCourseStudents(id: string) {
  return useMutation({ mutationFn: (format: ExportFormat) => exportCourseStudents(id, format) });
}
