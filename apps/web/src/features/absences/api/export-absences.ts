import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import { useMutation } from "@tanstack/react-query";
import type { AbsencesFilters } from "../../../entities/absences/index.ts";
import { downloadFile } from "../../../lib/download.ts";

export function exportAbsences(filters: AbsencesFilters): Promise<void> {
  return downloadFile(endpointUrl(ATTENDANCE_ENDPOINTS.exportAbsences), {
    query: filters,
    fallbackName: "absences.xlsx",
  });
}

/** The filtered absences as an Excel file (administrators). */
export function useExportAbsences() {
  return useMutation({ mutationFn: exportAbsences });
}
