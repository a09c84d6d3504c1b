import { endpointUrl } from "@campus/contracts/endpoint";
import { HISTORY_ENDPOINTS } from "@campus/contracts/history.endpoints";
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/download.ts";
import type { MarkChangesFilters } from "./mark-changes.ts";

export function exportMarkChanges(filters: MarkChangesFilters): Promise<void> {
  return downloadFile(endpointUrl(HISTORY_ENDPOINTS.exportMarkChanges), {
    query: filters,
    fallbackName: "historique.xlsx",
  });
}

/** The filtered history as an Excel file (administrators). */
export function useExportMarkChanges() {
  return useMutation({ mutationFn: exportMarkChanges });
}
