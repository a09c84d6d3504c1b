// What the other modules may use of the programmes module: import it from here, never from its files.

export {
  type ImportedProgrammeFields,
  levelUsesOfProgrammes,
  listProgrammesWithLevels,
  type ProgrammeCreate,
  type ProgrammeUpdate,
  writeImportedProgrammes,
} from "./programmes.import.service.ts";
export { hasProgrammeSql } from "./programmes.queries.ts";
