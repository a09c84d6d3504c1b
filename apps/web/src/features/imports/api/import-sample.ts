import type { ImportKind } from "@campus/contracts/imports";
import { downloadFile } from "../../../lib/download.ts";

export type SampleFormat = "csv" | "xlsx";

/** Downloads the sample file of an import, with the expected columns and an example row. */
export function downloadImportSample(kind: ImportKind, format: SampleFormat) {
  return downloadFile(`/api/imports/${kind}/sample`, {
    query: { format },
    fallbackName: `modele-${kind}.${format}`,
  });
}
