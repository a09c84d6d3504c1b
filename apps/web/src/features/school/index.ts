// The school's reference data (programmes, levels, sessions) that the lists and forms choose from.
export { refreshSchoolOptions, useCohortOptions, useSchoolOptions } from "./api/school-options.ts";

export { SchoolOptionsWarning } from "./components/school-options-warning.tsx";
