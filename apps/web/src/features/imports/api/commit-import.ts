import type { ImportKind } from "@campus/contracts/imports";
import { importReportSchema } from "@campus/contracts/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "../../../lib/api-client.ts";
import { importFormData, QUERIES_CHANGED_BY_IMPORT } from "./imports.ts";

/** Writes the file's valid rows in one transaction; the invalid ones are reported, not written. */
export function commitImport(kind: ImportKind, file: File) {
  return apiClient.post(importReportSchema, `/api/imports/${kind}/commit`, importFormData(file));
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
