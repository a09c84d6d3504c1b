import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";
import type { AbsencesFilters } from "./absences.ts";

export function exportAbsences(filters: AbsencesFilters): Promise<void> {
  return downloadFile("/api/absences/export.xlsx", { query: filters, fallbackName: "absences.xlsx" });
}

/** The filtered absences as an Excel file (administrators). */
export function useExportAbsences() {
  return useMutation({ mutationFn: exportAbsences });
}
