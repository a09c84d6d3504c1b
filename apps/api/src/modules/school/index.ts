// What the other modules may use of the school module: import it from here, never from its files.

export { cohortNames, countCohortsOfProgrammes, listCohortsOfProgramme } from "./school.cohorts.queries.ts";
export {
  assertFitsProgramme,
  assertReferenceIds,
  findMissingReference,
  getSchoolOptions,
  loadReferenceLookup,
  matchesSearch,
  placementNameColumns,
  referenceNames,
} from "./school.service.ts";
