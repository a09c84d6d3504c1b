import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const proofBundles = schemasOf(() => import("./proof-bundles.ts"));

/** The proof bundle (« dossier de preuve ») an administrator hands a funder: sheets, certificates, time, grades. */
export const PROOF_BUNDLES_ENDPOINTS = endpoints("dossiers de preuve", {
  downloadProofBundle: {
    method: "GET",
    path: "/api/proof-bundles.zip",
    access: ADMIN_ROLES,
    kind: "file",
    query: proofBundles("proofBundleQuerySchema"),
  },
});
