import { listName } from "@campus/contracts/people";
import type { Student } from "@campus/contracts/students";
import { SearchFilter } from "../../ui/search-filter.tsx";
import { useStudentOption, useStudentOptions } from "./student-options.ts";

const toOption = (student: Pick<Student, "id" | "firstname" | "lastname" | "studentNumber">) => ({
  id: student.id,
  name: listName(student),
  detail: student.studentNumber,
});
const STUDENTS = {
  useOptions: useStudentOptions,
  useSelected: useStudentOption,
  toOption,
  texts: {
    none: "Aucun apprenant",
    loadError: "Impossible de charger les apprenants",
    clear: "Tous les apprenants",
  },
};

/** The « Apprenant » filter of a list (absences, enrolments' history): one student, searched by name, number or e-mail as the user types. */
export function StudentFilter({ value, onChange }: { value: string; onChange: (studentId: string) => void }) {
  return (
    <SearchFilter
      value={value}
      onChange={onChange}
      source={STUDENTS}
      label="Apprenant"
      placeholder="Nom, numéro ou e-mail"
    />
  );
}
