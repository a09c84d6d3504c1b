import { personName } from "@campus/contracts/people";
import { SearchFilter } from "../../ui/search-filter.tsx";
import { useTeacherOption, useTeacherOptions } from "./teacher-options.ts";

const toOption = (teacher: { id: string; firstname: string; lastname: string }) => ({
  id: teacher.id,
  name: personName(teacher),
});
const TEACHERS = {
  useOptions: useTeacherOptions,
  useSelected: useTeacherOption,
  toOption,
  texts: {
    none: "Aucun professeur",
    loadError: "Impossible de charger les professeurs",
    clear: "Tous les professeurs",
  },
};

/** The « Professeur » filter of the lists (courses, slots): one teacher, or "" for all. */
export function TeacherFilter({ value, onChange }: { value: string; onChange: (teacherId: string) => void }) {
  return (
    <SearchFilter value={value} onChange={onChange} source={TEACHERS} label="Professeur" placeholder="Tous" />
  );
}
