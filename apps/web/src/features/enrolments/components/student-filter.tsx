import { listName } from "@campus/contracts/people";
import type { Student } from "@campus/contracts/students";
import { useStudentOption, useStudentOptions } from "../../../entities/students/index.ts";
import { SearchFilter } from "../../../ui/search-filter.tsx";

const STUDENTS = {
  useOptions: useStudentOptions,
  useSelected: useStudentOption,
  toOption: (student: Pick<Student, "id" | "firstname" | "lastname" | "usageName" | "studentNumber">) => ({
    id: student.id,
    name: listName(student),
    detail: student.studentNumber,
  }),
  texts: {
    none: "Aucun apprenant",
    loadError: "Impossible de charger les apprenants",
    clear: "Tous les apprenants",
  },
};

/** The history's « Apprenant » filter: one student, searched by name, number or e-mail as the user types. */
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
