import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../lib/download.ts";

export function downloadAttendanceSheet(slotId: string): Promise<void> {
  return downloadFile(endpointUrl(ATTENDANCE_ENDPOINTS.buildAttendanceSheet, { id: slotId }), {
    fallbackName: "feuille-emargement.pdf",
  });
}

/** The slot's attendance sheet to sign, as a PDF. */
export function useDownloadAttendanceSheet(slotId: string) {
  return useMutation({ mutationFn: () => downloadAttendanceSheet(slotId) });
}
