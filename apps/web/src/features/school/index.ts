// The school's reference data (programmes, levels, sessions) that the lists and forms choose from.
export {
  SCHOOL_KEY,
  schoolOptionsQueryOptions,
  useCohortOptions,
  useSchoolOptions,
} from "./api/school-options.ts";
