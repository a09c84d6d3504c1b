import type { ImportKind } from "@campus/contracts/imports";
import { IMPORTS_ENDPOINTS } from "@campus/contracts/imports.endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api-client.ts";
import { importFormData, QUERIES_CHANGED_BY_IMPORT } from "./imports.ts";

/** Writes the file's valid rows in one transaction; the invalid ones are reported, not written. */
export function commitImport(kind: ImportKind, file: File) {
  return call(IMPORTS_ENDPOINTS.commitImport, { params: { kind }, body: importFormData(file) });
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
