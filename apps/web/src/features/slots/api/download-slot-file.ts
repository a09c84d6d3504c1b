import type { SlotFile } from "@campus/contracts/slots";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";

export function downloadSlotFile(slotId: string, file: SlotFile): Promise<void> {
  return downloadFile(`/api/slots/${encodeURIComponent(slotId)}/files/${encodeURIComponent(file.id)}`, {
    fallbackName: file.name,
  });
}

/** Saves one of the slot's files on the user's computer. */
export function useDownloadSlotFile(slotId: string) {
  return useMutation({ mutationFn: (file: SlotFile) => downloadSlotFile(slotId, file) });
}
