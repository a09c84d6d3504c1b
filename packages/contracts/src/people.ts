/** The parts of a name that the API returns for students, teachers and users. */
export interface PersonName {
  firstname: string;
  lastname: string;
  usageName?: string | null;
}

/** "Prénom Nom": how a teacher or a user is named in sentences, menus and titles. */
export function personName(person: PersonName): string {
  return `${person.firstname} ${person.lastname}`.trim();
}

/** "Nom Prénom (nom d'usage)": a student in a class list, sorted by family name. */
export function listName(person: PersonName): string {
  return `${person.lastname} ${person.firstname}`.trim() + (person.usageName ? ` (${person.usageName})` : "");
}

/** "Nom (nom d'usage)": the family-name column of registers and exports. */
export function familyName(person: PersonName): string {
  return person.usageName ? `${person.lastname} (${person.usageName})` : person.lastname;
}
