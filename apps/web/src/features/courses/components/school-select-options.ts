import type { SchoolOptions } from "@campus/contracts/school";
import type { SelectOption } from "../../../ui/option-select.tsx";

/**
 * Which archived programmes and sessions stay on offer: `"all"` (a list's filters, which reach past
 * years), or only these ids (a form's current values: a record still names its archived programme).
 */
type KeepArchived = "all" | readonly string[];

/**
 * The programmes, levels and school sessions as select options. Given a programme, only its levels and
 * sessions: a course's level and session must be its programme's (the server refuses others). Archived
 * programmes and sessions are no new choice, but those kept are named as archived.
 */
export function schoolSelectOptions(
  options: SchoolOptions | undefined,
  programmeId = "",
  keepArchived: KeepArchived = [],
) {
  const isOffered = (item: { id: string; archived: boolean }) =>
    !item.archived || keepArchived === "all" || keepArchived.includes(item.id);
  const programme = programmeId ? options?.programmes.find((p) => p.id === programmeId) : undefined;
  const levelIds = programme ? new Set(programme.levelIds) : undefined;
  return {
    programmes: (options?.programmes ?? []).filter(isOffered).map<SelectOption>((p) => ({
      value: p.id,
      label: `${p.code ? `${p.name} (${p.code})` : p.name}${p.archived ? " — archivé" : ""}`,
    })),
    levels: (options?.levels ?? [])
      .filter((level) => !levelIds || levelIds.has(level.id))
      .map<SelectOption>((level) => ({ value: level.id, label: level.label })),
    cohorts: (options?.cohorts ?? [])
      .filter((cohort) => isOffered(cohort) && (!programme || cohort.programmeId === programme.id))
      .map<SelectOption>((cohort) => ({
        value: cohort.id,
        label: `${cohort.name}${cohort.archived ? " — archivée" : ""}`,
      })),
  };
}
