import { and, eq, lt, not, sql } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { countRows } from "../../db/count-rows.ts";
import { users } from "../../db/schema/index.ts";

// An account as the privacy module reads it: the one an erasure closes, its copy of its data, and the
// registrations the retention deletes.

const accountOf = (companyId: string, userId: string) =>
  and(eq(users.id, userId), eq(users.companyId, companyId));

/** The account `userId` of the company, or undefined. */
export async function findCompanyAccount(db: Executor, companyId: string, userId: string) {
  const [row] = await db.select().from(users).where(accountOf(companyId, userId));
  return row;
}

/** How many accounts of the company are this one (1, or 0 once deleted). */
export async function countAccountData(db: Executor, companyId: string, userId: string) {
  return countRows(db, users, accountOf(companyId, userId));
}

/** The account's own fields, as its copy of its data gives them (never its password or photo's address). */
export function accountData(db: Executor, companyId: string, userId: string, offset: number, limit: number) {
  return db
    .select({
      email: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      displayName: users.displayName,
      personalEmail: users.emailPerso,
      phoneNumber: users.phoneNumber,
      address: users.address,
      zipCode: users.zipCode,
      city: users.city,
      state: users.state,
      country: users.country,
      about: users.about,
      isPublic: users.isPublic,
      roles: users.roles,
      disabled: users.disabled,
      emailVerified: users.emailVerified,
      messageDigest: users.messageDigest,
      hasPhoto: sql<boolean>`${users.photoUrl} is not null`,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(accountOf(companyId, userId))
    .limit(limit)
    .offset(offset);
}

/** SQL: the company's registrations never confirmed, older than `cutoff`. */
export const unverifiedBefore = (companyId: string, cutoff: Date) =>
  and(eq(users.companyId, companyId), not(users.emailVerified), lt(users.createdAt, cutoff));

/** How many registrations of the company were never confirmed and are older than `cutoff`. */
export async function countUnverifiedBefore(db: Executor, companyId: string, cutoff: Date) {
  return countRows(db, users, unverifiedBefore(companyId, cutoff));
}
