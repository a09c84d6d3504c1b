import type { SchoolOptions } from "@campus/contracts/school";
import type { SelectOption } from "./option-select.tsx";

/** The programmes, levels and school sessions as select options. */
export function schoolSelectOptions(options: SchoolOptions | undefined) {
  return {
    programmes: (options?.programmes ?? []).map<SelectOption>((programme) => ({
      value: programme.id,
      label: programme.code ? `${programme.name} (${programme.code})` : programme.name,
    })),
    levels: (options?.levels ?? []).map<SelectOption>((level) => ({ value: level.id, label: level.label })),
    cohorts: (options?.cohorts ?? []).map<SelectOption>((cohort) => ({
      value: cohort.id,
      label: cohort.name,
    })),
  };
}
