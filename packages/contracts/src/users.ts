import { z } from "zod";
import { text } from "./common.ts";
import { roleSchema } from "./roles.ts";

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
