import type { Db } from "../db/client.ts";
import { createStudents, createTeachers, createUsers } from "./factories.ts";

/**
 * Set-based builders of accounts with their school record (see factories.ts), keyed by a name of the
 * test's own: each call inserts its accounts, then their records, in one statement each.
 */

export interface AccountInput {
  companyId: string;
  email: string;
  firstname: string;
  lastname: string;
}

export interface TeacherAccount {
  email: string;
  userId: string;
  teacherId: string;
}

export interface StudentAccount {
  email: string;
  userId: string;
  studentId: string;
}

/** Teacher accounts (role `teacher`, signing in with `Demo2026!`), each with its teacher record. */
export async function createTeacherAccounts<K extends string>(
  db: Db,
  people: Record<K, AccountInput>,
): Promise<Record<K, TeacherAccount>> {
  const list = Object.entries(people) as [K, AccountInput][];
  const userIds = await createUsers(
    db,
    list.map(([, person]) => ({ ...person, roles: ["teacher"] })),
  );
  const teacherIds = await createTeachers(
    db,
    list.map(([, person], i) => ({ ...person, userId: userIds[i] })),
  );
  return Object.fromEntries(
    list.map(([key, person], i) => [
      key,
      { email: person.email, userId: userIds[i] ?? "", teacherId: teacherIds[i] ?? "" },
    ]),
  ) as Record<K, TeacherAccount>;
}

/** Student accounts (role `student`, signing in with `Demo2026!`), each with its student record. */
export async function createStudentAccounts<K extends string>(
  db: Db,
  people: Record<K, AccountInput & { studentNumber: string }>,
): Promise<Record<K, StudentAccount>> {
  const list = Object.entries(people) as [K, AccountInput & { studentNumber: string }][];
  const userIds = await createUsers(
    db,
    list.map(([, { studentNumber: _, ...person }]) => ({ ...person, roles: ["student"] })),
  );
  const studentIds = await createStudents(
    db,
    list.map(([, person], i) => ({ ...person, userId: userIds[i] })),
  );
  return Object.fromEntries(
    list.map(([key, person], i) => [
      key,
      { email: person.email, userId: userIds[i] ?? "", studentId: studentIds[i] ?? "" },
    ]),
  ) as Record<K, StudentAccount>;
}
