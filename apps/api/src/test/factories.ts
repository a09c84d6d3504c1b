import type { FeatureFlags } from "@campus/contracts/companies";
import type { Role } from "@campus/contracts/roles";
import type { Db } from "../db/client.ts";
import { companies, instances, students, teachers, users, whitelistEntries } from "../db/schema/index.ts";
import { hashPassword } from "../platform/passwords.ts";
import { searchKey } from "../platform/search.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../seed/demo-accounts.ts";
import { DEMO_COMPANIES } from "../seed/demo-companies.ts";

/**
 * Small set-based builders for a test file's own fixture: each inserts its rows in one statement and
 * returns their ids, so a file builds the handful of rows it reads instead of the whole demo seed.
 * Companies and people here; levels, programmes, courses, slots and evaluations in factories-courses.ts.
 */

const NO_FEATURES: FeatureFlags = {
  whitelist: false,
  writtenCourses: false,
  cohorts: false,
  enrolments: false,
  programmes: false,
};

// Argon2 is slow on purpose: each distinct password is hashed once per test process.
const hashes = new Map<string, Promise<string>>();
/** The password's hash, computed once per process. */
export function passwordHash(password = DEMO_PASSWORD): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

export type CompanyInput = Omit<Partial<typeof companies.$inferInsert>, "features"> & {
  id: string;
  features?: Partial<FeatureFlags>;
};

/** Companies, each with its `principal` instance. */
export async function createCompanies(db: Db, rows: CompanyInput[]): Promise<string[]> {
  await db.insert(companies).values(
    rows.map((row) => ({
      fullName: row.id,
      style: { light: {}, dark: {} },
      ...row,
      features: { ...NO_FEATURES, ...row.features },
    })),
  );
  await db
    .insert(instances)
    .values(rows.map((row) => ({ companyId: row.id, id: "principal", name: "Site principal" })));
  return rows.map((row) => row.id);
}

export interface UserInput {
  companyId: string;
  email: string;
  roles: Role[];
  firstname?: string;
  lastname?: string;
  /** `Demo2026!` (the harness's default sign-in password) unless given. */
  password?: string;
  disabled?: boolean;
}

/** Accounts that can sign in with their password; returns their ids in order. */
export async function createUsers(db: Db, rows: UserInput[]): Promise<string[]> {
  const hashed = await Promise.all(rows.map((row) => passwordHash(row.password)));
  const inserted = await db
    .insert(users)
    .values(
      rows.map((row, i) => {
        const firstname = row.firstname ?? "Prénom";
        const lastname = row.lastname ?? "Nom";
        return {
          companyId: row.companyId,
          email: row.email,
          roles: row.roles,
          firstname,
          lastname,
          displayName: `${firstname} ${lastname}`,
          passwordHash: hashed[i] ?? "",
          disabled: row.disabled ?? false,
          country: "France",
        };
      }),
    )
    .returning({ id: users.id });
  return inserted.map((row) => row.id);
}

export interface TeacherInput {
  companyId: string;
  firstname: string;
  lastname: string;
  email: string;
  userId?: string;
  externalId?: string;
  phone?: string;
  speciality?: string;
}

/** Teacher records (a teacher's account, when given, is `userId`); returns their ids in order. */
export async function createTeachers(db: Db, rows: TeacherInput[]): Promise<string[]> {
  const inserted = await db
    .insert(teachers)
    .values(
      rows.map((row) => ({
        ...row,
        searchText: searchKey(row.firstname, row.lastname, row.email, row.externalId),
      })),
    )
    .returning({ id: teachers.id });
  return inserted.map((row) => row.id);
}

export interface StudentInput {
  companyId: string;
  studentNumber: string;
  firstname: string;
  lastname: string;
  email: string;
  userId?: string;
  usageName?: string;
  presentiel?: boolean;
  postalAddress?: string;
  postalCode?: string;
  programmeId?: string;
  levelId?: string;
  cohortId?: string;
}

/** Student records (a student's account, when given, is `userId`); returns their ids in order. */
export async function createStudents(db: Db, rows: StudentInput[]): Promise<string[]> {
  const inserted = await db
    .insert(students)
    .values(
      rows.map((row) => ({
        ...row,
        searchText: searchKey(row.firstname, row.lastname, row.usageName, row.email, row.studentNumber),
      })),
    )
    .returning({ id: students.id });
  return inserted.map((row) => row.id);
}

/** Puts students on their company's whitelist. */
export async function addToWhitelist(db: Db, companyId: string, studentIds: string[]): Promise<void> {
  if (studentIds.length === 0) return;
  await db.insert(whitelistEntries).values(studentIds.map((studentId) => ({ companyId, studentId })));
}

/**
 * The two demo companies (their features as in the demo) and their demo accounts, signing in
 * with `Demo2026!`; each company's demo teacher and every demo student have their school record, and
 * nothing else exists: the fixture of a file that only needs the accounts.
 */
export async function demoAccounts(db: Db) {
  await createCompanies(db, DEMO_COMPANIES);
  const userIds = await createUsers(db, DEMO_ACCOUNTS);
  const idOf = (email: string) => {
    const id = userIds[DEMO_ACCOUNTS.findIndex((account) => account.email === email)];
    if (!id) throw new Error(`demoAccounts: no account ${email}`);
    return id;
  };
  const companyIds = DEMO_COMPANIES.map((c) => c.id);
  const teacherIds = await createTeachers(
    db,
    companyIds.map((companyId) => {
      const account = DEMO_ACCOUNTS.find((a) => a.email === `prof@${companyId}.example`);
      return {
        companyId,
        userId: idOf(`prof@${companyId}.example`),
        firstname: account?.firstname ?? "",
        lastname: account?.lastname ?? "",
        email: `prof@${companyId}.example`,
        externalId: `${companyId.toUpperCase()}-P-001`,
      };
    }),
  );
  // Every demo student has a présentiel record, so that each of them may sign in where the whitelist is on.
  const studentAccounts = DEMO_ACCOUNTS.filter((account) => account.roles.includes("student"));
  const studentIds = await createStudents(
    db,
    studentAccounts.map((account) => ({
      companyId: account.companyId,
      userId: idOf(account.email),
      // As in the demo seed: the demo student is the first record, the others come after its 300 students.
      studentNumber: `${account.companyId === "ata" ? "ATA" : "HOR"}-2026-${account.email.startsWith("apprenant@") ? "0001" : "0301"}`,
      firstname: account.firstname,
      lastname: account.lastname,
      email: account.email,
      presentiel: true,
    })),
  );
  const demoStudentId = (companyId: string) =>
    studentIds[studentAccounts.findIndex((account) => account.email === `apprenant@${companyId}.example`)] ??
    "";
  return {
    userId: idOf,
    teacherId: { ata: teacherIds[0] ?? "", horizon: teacherIds[1] ?? "" },
    studentId: { ata: demoStudentId("ata"), horizon: demoStudentId("horizon") },
  };
}
