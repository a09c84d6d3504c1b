import type { Absence } from "@campus/contracts/attendance";

/** "NOM Prénom" with the usage name when there is one. */
export function absenceStudentName(absence: Absence): string {
  const { student } = absence;
  return `${student.usageName || student.lastname} ${student.firstname}`.trim();
}
