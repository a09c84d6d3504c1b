import { endpointUrl } from "@campus/contracts/endpoint";
import type { ProofBundleQuery } from "@campus/contracts/proof-bundles";
import { PROOF_BUNDLES_ENDPOINTS } from "@campus/contracts/proof-bundles.endpoints";
import { downloadFile } from "../../../lib/download.ts";

/** Downloads the proof bundle (a zip) of a student over a period, a course or a session; throws an ApiError on failure. */
export function downloadProofBundle(query: ProofBundleQuery) {
  return downloadFile(endpointUrl(PROOF_BUNDLES_ENDPOINTS.downloadProofBundle, undefined, query), {
    fallbackName: "dossier-de-preuve.zip",
  });
}
