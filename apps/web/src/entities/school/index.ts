// The school's reference data (programmes, levels, sessions) that the lists and forms choose from.
export { refreshSchoolOptions, useCohortOptions, useSchoolOptions } from "./school-options.ts";

export { SchoolOptionsWarning } from "./school-options-warning.tsx";
