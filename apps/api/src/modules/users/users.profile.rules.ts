import { personName } from "@campus/contracts/people";
import type { UserProfile } from "@campus/contracts/users";
import type { users } from "../../db/schema/index.ts";

type UserRow = typeof users.$inferSelect;

/** The public profile of a user row: everything but the password hash. */
export function toUserProfile(row: UserRow): UserProfile {
  return {
    id: row.id,
    displayName: row.displayName || personName(row),
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    emailPerso: row.emailPerso,
    photoUrl: row.photoUrl,
    phoneNumber: row.phoneNumber,
    country: row.country,
    address: row.address,
    state: row.state,
    city: row.city,
    zipCode: row.zipCode,
    about: row.about,
    roles: row.roles,
    isPublic: row.isPublic,
    companyId: row.companyId,
    instance: row.instance,
    timeAdvised: row.timeAdvised,
    timeOnWebsite: row.timeOnWebsite,
    timeOnCourse: row.timeOnCourse,
    externalId: row.externalId,
    disabled: row.disabled,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}
