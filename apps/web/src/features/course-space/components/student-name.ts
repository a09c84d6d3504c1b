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
