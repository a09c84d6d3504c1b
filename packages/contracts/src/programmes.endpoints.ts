import { endpoints, schemasOf } from "./endpoint.ts";
import { ADMIN_ROLES } from "./roles.ts";

const programmes = schemasOf(() => import("./programmes.ts"));
const params = programmes("programmeIdParamSchema");
const programmeDetail = programmes("programmeDetailSchema");
const levelParams = programmes("levelIdParamSchema");

/**
 * The school's programmes and the company's levels: any signed-in user of the company reads them (a
 * programme's page is open to all), the administrators change them.
 */
export const PROGRAMMES_ENDPOINTS = endpoints("programmes", {
  listProgrammes: {
    method: "GET",
    path: "/api/programmes",
    access: "authenticated",
    query: programmes("programmeListQuerySchema"),
    response: programmes("programmePageSchema"),
  },
  getProgramme: {
    method: "GET",
    path: "/api/programmes/:id",
    access: "authenticated",
    params,
    response: programmeDetail,
  },
  listProgrammeCourses: {
    method: "GET",
    path: "/api/programmes/:id/courses",
    access: "authenticated",
    params,
    query: programmes("programmeCoursesQuerySchema"),
    response: programmes("programmeCoursePageSchema"),
    description:
      "The programme's courses, current ones first then by title, a page at a time; `canOpen` says whether the caller may open each.",
  },
  createProgramme: {
    method: "POST",
    path: "/api/programmes",
    access: ADMIN_ROLES,
    body: programmes("createProgrammeBodySchema"),
    response: programmeDetail,
    status: 201,
    description:
      "Its levels are given in order, each an existing level's id or a new label (a label the company already has is that level); that order becomes the levels' order in the company.",
  },
  updateProgramme: {
    method: "PATCH",
    path: "/api/programmes/:id",
    access: ADMIN_ROLES,
    params,
    body: programmes("updateProgrammeBodySchema"),
    response: programmeDetail,
    description:
      "`levels`, when given, replaces the programme's levels and their order; removing a level that courses or students of the programme are at answers 409.",
  },
  archiveProgramme: {
    method: "POST",
    path: "/api/programmes/:id/archive",
    access: ADMIN_ROLES,
    params,
    response: programmeDetail,
  },
  unarchiveProgramme: {
    method: "POST",
    path: "/api/programmes/:id/unarchive",
    access: ADMIN_ROLES,
    params,
    response: programmeDetail,
  },
  deleteProgramme: {
    method: "DELETE",
    path: "/api/programmes/:id",
    access: ADMIN_ROLES,
    params,
    status: 204,
    description:
      "Only a programme no student, course, session nor track refers to; otherwise 409: archive it instead.",
  },
  listLevels: {
    method: "GET",
    path: "/api/levels",
    access: "authenticated",
    response: programmes("levelListSchema"),
  },
  createLevel: {
    method: "POST",
    path: "/api/levels",
    access: ADMIN_ROLES,
    body: programmes("levelBodySchema"),
    response: programmes("levelSchema"),
    status: 201,
  },
  renameLevel: {
    method: "PATCH",
    path: "/api/levels/:id",
    access: ADMIN_ROLES,
    params: levelParams,
    body: programmes("levelBodySchema"),
    response: programmes("levelSchema"),
  },
});
