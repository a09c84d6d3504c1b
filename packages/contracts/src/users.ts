import { z } from "zod";
import { text } from "./common.ts";
import { roleSchema } from "./role-schema.ts";

/** The user profile of the specification's section 3, in camelCase. */
export const userProfileSchema = z.object({
  id: text(),
  displayName: text(),
  firstname: text(),
  lastname: text(),
  email: text(),
  emailPerso: text().nullable(),
  photoUrl: text().nullable(),
  phoneNumber: text().nullable(),
  country: text().nullable(),
  address: text().nullable(),
  state: text().nullable(),
  city: text().nullable(),
  zipCode: text().nullable(),
  about: text().nullable(),
  roles: z.array(roleSchema),
  isPublic: z.boolean(),
  companyId: text(),
  instance: text(),
  timeAdvised: text(),
  timeOnWebsite: text(),
  timeOnCourse: text(),
  /** The user's id in the company's own system (the spec's {product}_id). */
  externalId: text().nullable(),
  disabled: z.boolean(),
  createdBy: text().nullable(),
  createdAt: text(),
  updatedBy: text().nullable(),
  updatedAt: text(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/**
 * What a colleague who does not manage the account sees of it (a teacher reading the company's
 * accounts): names, e-mail, photo and roles; never the phone, addresses nor personal e-mail.
 */
export const userCardSchema = z.object({
  view: z.literal("card"),
  id: text(),
  displayName: text(),
  firstname: text(),
  lastname: text(),
  email: text(),
  photoUrl: text().nullable(),
  roles: z.array(roleSchema),
});
export type UserCard = z.infer<typeof userCardSchema>;

/**
 * One account as `GET /api/users/:id` answers it: the whole profile for the person and their
 * administrators, the card for anyone else. The serializer keeps only the fields of the view.
 */
export const userProfileViewSchema = z.discriminatedUnion("view", [
  userProfileSchema.extend({ view: z.literal("full") }),
  userCardSchema,
]);
export type UserProfileView = z.infer<typeof userProfileViewSchema>;
