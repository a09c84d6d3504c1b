import type { ExportFormat } from "@campus/contracts/students";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

/** Downloads the course's enrolled students as a PDF or an Excel file. */
export function exportCourseStudents(id: string, format: ExportFormat): Promise<void> {
  return downloadFile(`/api/courses/${encodeURIComponent(id)}/students/export`, {
    query: { format },
    fallbackName: `apprenants.${format}`,
  });
}

export function useExportCourseStudents(id: string) {
  return useMutation({ mutationFn: (format: ExportFormat) => exportCourseStudents(id, format) });
}
