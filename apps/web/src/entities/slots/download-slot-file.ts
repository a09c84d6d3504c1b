import { endpointUrl } from "@campus/contracts/endpoint";
import type { SlotFile } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../lib/download.ts";

export function downloadSlotFile(slotId: string, file: SlotFile): Promise<void> {
  return downloadFile(endpointUrl(SLOTS_ENDPOINTS.openSlotFile, { id: slotId, fileId: file.id }), {
    fallbackName: file.name,
  });
}

/** Saves one of the slot's files on the user's computer. */
export function useDownloadSlotFile(slotId: string) {
  return useMutation({ mutationFn: (file: SlotFile) => downloadSlotFile(slotId, file) });
}
