import type { ImportKind } from "@campus/contracts/imports";
import { importReportSchema } from "@campus/contracts/imports";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { importFormData } from "./imports.ts";

/** Reads the file and says what an import would do; writes nothing. */
export function previewImport(kind: ImportKind, file: File) {
  return apiClient.post(importReportSchema, `/api/imports/${kind}/preview`, importFormData(file));
}

export function usePreviewImport(kind: ImportKind) {
  return useMutation({ mutationFn: (file: File) => previewImport(kind, file) });
}
