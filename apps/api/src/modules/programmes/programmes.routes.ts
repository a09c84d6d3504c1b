import { PROGRAMMES_ENDPOINTS } from "@campus/contracts/programmes.endpoints";
import { requireCtx } from "../../platform/context.ts";
import type { Module } from "../../platform/fastify.ts";
import { routesOf } from "../../platform/routes.ts";
import { createLevel, listLevels, renameLevel } from "./levels.service.ts";
import { getProgramme, listCoursesOfProgramme, listProgrammes } from "./programmes.queries.ts";
import {
  createProgramme,
  deleteProgramme,
  setProgrammeArchived,
  updateProgramme,
} from "./programmes.service.ts";

export const programmesRoutes: Module = async (app, { db, clock }) => {
  const route = await routesOf(app, PROGRAMMES_ENDPOINTS);

  route.listProgrammes((request) => listProgrammes(db, requireCtx(request), request.query));
  route.getProgramme((request) => getProgramme(db, requireCtx(request), request.params.id));
  route.listProgrammeCourses((request) =>
    listCoursesOfProgramme(db, requireCtx(request), request.params.id, request.query),
  );
  route.createProgramme((request) => createProgramme(db, requireCtx(request), request.body));
  route.updateProgramme((request) =>
    updateProgramme(db, requireCtx(request), request.params.id, request.body),
  );
  route.archiveProgramme((request) =>
    setProgrammeArchived(db, clock, requireCtx(request), request.params.id, true),
  );
  route.unarchiveProgramme((request) =>
    setProgrammeArchived(db, clock, requireCtx(request), request.params.id, false),
  );
  route.deleteProgramme(async (request) => {
    await deleteProgramme(db, requireCtx(request), request.params.id);
  });
  route.listLevels((request) => listLevels(db, requireCtx(request)));
  route.createLevel((request) => createLevel(db, requireCtx(request), request.body));
  route.renameLevel((request) => renameLevel(db, requireCtx(request), request.params.id, request.body));
};
