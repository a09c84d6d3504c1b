import { PROOF_BUNDLES_ENDPOINTS } from "@campus/contracts/proof-bundles.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { sendProofBundle } from "./proof-bundles.service.ts";

/** The proof bundle (« dossier de preuve ») of a student, a course or a school session, for administrators. */
export const proofBundlesRoutes: Module = async (app, { db, blobs, clock }) => {
  const route = await routesOf(app, PROOF_BUNDLES_ENDPOINTS);
  route.downloadProofBundle((request, reply) =>
    sendProofBundle({ db, blobs, clock }, requireCtx(request), request.query, reply),
  );
};
