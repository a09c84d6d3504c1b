import type { SchoolOptions } from "@campus/contracts/school";
import type { SelectOption } from "../../../ui/option-select.tsx";

/**
 * The programmes, levels and school sessions as select options. Given a programme, only its levels and
 * sessions: a course's level and session must be its programme's (the server refuses others).
 */
export function schoolSelectOptions(options: SchoolOptions | undefined, programmeId = "") {
  const programme = programmeId ? options?.programmes.find((p) => p.id === programmeId) : undefined;
  const levelIds = programme ? new Set(programme.levelIds) : undefined;
  return {
    programmes: (options?.programmes ?? []).map<SelectOption>((p) => ({
      value: p.id,
      label: p.code ? `${p.name} (${p.code})` : p.name,
    })),
    levels: (options?.levels ?? [])
      .filter((level) => !levelIds || levelIds.has(level.id))
      .map<SelectOption>((level) => ({ value: level.id, label: level.label })),
    cohorts: (options?.cohorts ?? [])
      .filter((cohort) => !programme || cohort.programmeId === programme.id)
      .map<SelectOption>((cohort) => ({ value: cohort.id, label: cohort.name })),
  };
}
