import { endpointUrl } from "@campus/contracts/endpoint";
import type { ImportKind } from "@campus/contracts/imports";
import { IMPORTS_ENDPOINTS } from "@campus/contracts/imports.endpoints";
import { downloadFile } from "../../lib/download.ts";

export type SampleFormat = "csv" | "xlsx";

/** Downloads the sample file of an import, with the expected columns and an example row. */
export function downloadImportSample(kind: ImportKind, format: SampleFormat) {
  return downloadFile(endpointUrl(IMPORTS_ENDPOINTS.buildImportSample, { kind }), {
    query: { format },
    fallbackName: `modele-${kind}.${format}`,
  });
}
