import { PRIVACY_ENDPOINTS } from "@campus/contracts/privacy.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { eraseStudent, previewStudentErasure } from "./privacy.erase.service.ts";
import { eraseAccount, previewAccountErasure } from "./privacy.erase-staff.service.ts";
import { exportAccountData, exportOwnData, exportStudentData } from "./privacy.export.documents.ts";
import { getRetention, updateRetentionSettings } from "./privacy.retention.queries.ts";

/** The personal data rights: « Mes données » for everyone; a student's or a staff account's copy and erasure, and the retention, for administrators. */
export const privacyRoutes: Module = async (app, { db, blobs, clock, bus }) => {
  const route = await routesOf(app, PRIVACY_ENDPOINTS);

  route.exportOwnData((request, reply) => exportOwnData({ db, blobs, clock }, requireCtx(request), reply));
  route.exportStudentData((request, reply) =>
    exportStudentData({ db, blobs, clock }, requireCtx(request), request.params.id, reply),
  );

  route.exportAccountData((request, reply) =>
    exportAccountData({ db, blobs, clock }, requireCtx(request), request.params.id, reply),
  );
  route.previewStudentErasure((request) => previewStudentErasure(db, requireCtx(request), request.params.id));
  route.eraseStudent((request) =>
    eraseStudent({ db, blobs, clock, bus }, requireCtx(request), request.params.id),
  );
  route.previewAccountErasure((request) =>
    previewAccountErasure(db, requireCtx(request), request.params.userId),
  );
  route.eraseAccount((request) =>
    eraseAccount({ db, blobs, clock, bus }, requireCtx(request), request.params.userId),
  );
  route.getRetention((request) => getRetention(db, clock, requireCtx(request)));
  route.updateRetentionSettings((request) =>
    updateRetentionSettings(db, clock, requireCtx(request), request.body),
  );
};
