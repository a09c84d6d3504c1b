/** The search field and empty texts of a course's enrolled students (SearchedPagedTable's props). */
export const STUDENT_SEARCH_TEXTS = {
  searchLabel: "Rechercher un apprenant",
  emptyText: "Aucun apprenant inscrit",
  noMatchText: "Aucun apprenant ne correspond à la recherche",
} as const;

/** Whether a student matches a search on names, number and e-mail. */
export function matchesStudent(
  student: {
    firstname: string;
    lastname: string;
    usageName: string | null;
    studentNumber: string;
    email?: string;
  },
  search: string,
): boolean {
  const needle = search.trim().toLocaleLowerCase("fr-FR");
  if (!needle) return true;
  return [
    student.lastname,
    student.firstname,
    student.usageName ?? "",
    student.studentNumber,
    student.email ?? "",
  ]
    .join(" ")
    .toLocaleLowerCase("fr-FR")
    .includes(needle);
}
