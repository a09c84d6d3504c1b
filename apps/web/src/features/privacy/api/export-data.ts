import { endpointUrl } from "@campus/contracts/endpoint";
import { PRIVACY_ENDPOINTS } from "@campus/contracts/privacy.endpoints";
import { downloadFile } from "../../../lib/download.ts";

/** « Mes données »: the caller's own copy, as a zip; throws an ApiError on failure. */
export function exportOwnData() {
  return downloadFile(endpointUrl(PRIVACY_ENDPOINTS.exportOwnData), { fallbackName: "mes-donnees.zip" });
}

/** A student's copy of their data, for an administrator; throws an ApiError on failure. */
export function exportStudentData(id: string) {
  return downloadFile(endpointUrl(PRIVACY_ENDPOINTS.exportStudentData, { id }), {
    fallbackName: "donnees-apprenant.zip",
  });
}
