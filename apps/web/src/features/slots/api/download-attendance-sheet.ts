import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

export function downloadAttendanceSheet(slotId: string): Promise<void> {
  return downloadFile(`/api/slots/${encodeURIComponent(slotId)}/attendance-sheet.pdf`, {
    fallbackName: "feuille-emargement.pdf",
  });
}

/** The slot's attendance sheet to sign, as a PDF. */
export function useDownloadAttendanceSheet(slotId: string) {
  return useMutation({ mutationFn: () => downloadAttendanceSheet(slotId) });
}
