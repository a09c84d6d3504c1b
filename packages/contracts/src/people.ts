/** The parts of a name that the API returns for students, teachers and users. */
export interface PersonName {
  firstname: string;
  lastname: string;
  usageName?: string | null;
  /** A student archived (deleted while records named them): their name says so wherever it is listed. */
  isArchived?: boolean;
}

const archivedMark = (person: PersonName) => (person.isArchived ? " (archivé)" : "");

/** "Prénom Nom": how a teacher or a user is named in sentences, menus and titles. */
export function personName(person: PersonName): string {
  return `${person.firstname} ${person.lastname}`.trim() + archivedMark(person);
}

/** "Nom Prénom (nom d'usage)": a student in a class list, sorted by family name. */
export function listName(person: PersonName): string {
  return (
    `${person.lastname} ${person.firstname}`.trim() +
    (person.usageName ? ` (${person.usageName})` : "") +
    archivedMark(person)
  );
}

/** "Nom (nom d'usage)": the family-name column of registers and exports. */
export function familyName(person: PersonName): string {
  return (
    (person.usageName ? `${person.lastname} (${person.usageName})` : person.lastname) + archivedMark(person)
  );
}
