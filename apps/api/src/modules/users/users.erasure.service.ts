import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { hashPassword } from "../../platform/passwords.ts";
import { unverifiedBefore } from "./users.person.queries.ts";

// What the privacy module's erasure and retention do to the users table, inside their transaction.

/** The pseudonym an erased account takes: its names and a sign-in e-mail nobody can receive. */
export interface AccountPseudonym {
  firstname: string;
  lastname: string;
  displayName: string;
  email: string;
}

/**
 * Closes the account for good and replaces its personal fields by the pseudonym (a random password nobody
 * knows, no contact detail, no photo); `by` is who erases (null: the retention job).
 */
export async function pseudonymiseUser(
  tx: Executor,
  accountId: string,
  pseudonym: AccountPseudonym,
  by: string | null,
  now: Date,
) {
  await tx
    .update(users)
    .set({
      email: pseudonym.email,
      passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
      firstname: pseudonym.firstname,
      lastname: pseudonym.lastname,
      displayName: pseudonym.displayName,
      emailPerso: null,
      photoUrl: null,
      phoneNumber: null,
      country: null,
      address: null,
      state: null,
      city: null,
      zipCode: null,
      about: null,
      isPublic: false,
      externalId: null,
      disabled: true,
      mustChangePassword: false,
      messageDigest: false,
      updatedBy: by,
      updatedAt: now,
    })
    .where(eq(users.id, accountId));
}

/** Deletes the company's registrations never confirmed, older than `cutoff`; answers how many. */
export async function deleteUnverifiedBefore(db: Executor, companyId: string, cutoff: Date) {
  const deleted = await db
    .delete(users)
    .where(unverifiedBefore(companyId, cutoff))
    .returning({ id: users.id });
  return deleted.length;
}
