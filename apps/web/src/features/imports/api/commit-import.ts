import type { ImportKind, ImportReport } from "@campus/contracts/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api-client.ts";
import { importFormData, QUERIES_CHANGED_BY_IMPORT } from "./imports.ts";

/** Writes the file's valid rows in one transaction; the invalid ones are reported, not written. */
export function commitImport(kind: ImportKind, file: File) {
  return apiRequest<ImportReport>(`/api/imports/${kind}/commit`, {
    method: "POST",
    body: importFormData(file),
  });
}

export function useCommitImport(kind: ImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => commitImport(kind, file),
    onSuccess: () =>
      Promise.all(
        QUERIES_CHANGED_BY_IMPORT[kind].map((root) => client.invalidateQueries({ queryKey: [root] })),
      ),
  });
}
