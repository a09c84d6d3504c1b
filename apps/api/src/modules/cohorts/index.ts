// What the other modules may use of the school sessions' module: import it from here, never from its files.

export {
  cohortMisfits,
  type ImportedCohortFields,
  listCompanyCohorts,
  writeImportedCohorts,
} from "./cohorts.import.service.ts";
export { hasCohortSql } from "./cohorts.queries.ts";
