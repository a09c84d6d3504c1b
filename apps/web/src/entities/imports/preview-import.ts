import type { ImportKind } from "@campus/contracts/imports";
import { IMPORTS_ENDPOINTS } from "@campus/contracts/imports.endpoints";
import { useMutation } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { importFormData } from "./imports.ts";

/** Reads the file and says what an import would do; writes nothing. */
export function previewImport(kind: ImportKind, file: File) {
  return call(IMPORTS_ENDPOINTS.previewImport, { params: { kind }, body: importFormData(file) });
}

export function usePreviewImport(kind: ImportKind) {
  return useMutation({ mutationFn: (file: File) => previewImport(kind, file) });
}
