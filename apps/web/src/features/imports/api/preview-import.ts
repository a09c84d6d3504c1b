import type { ImportKind, ImportReport } from "@campus/contracts/imports";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { importFormData } from "./imports.ts";

/** Reads the file and says what an import would do; writes nothing. */
export function previewImport(kind: ImportKind, file: File) {
  return apiRequest<ImportReport>(`/api/imports/${kind}/preview`, {
    method: "POST",
    body: importFormData(file),
  });
}

export function usePreviewImport(kind: ImportKind) {
  return useMutation({ mutationFn: (file: File) => previewImport(kind, file) });
}
