/** "NOM Prénom" order as on a register, with the usage name when there is one. */
export function studentName(student: {
  firstname: string;
  lastname: string;
  usageName: string | null;
}): string {
  const lastname = student.usageName || student.lastname;
  return `${lastname} ${student.firstname}`.trim();
}
