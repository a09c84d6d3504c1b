import { z } from "zod";
import { roleSchema } from "./roles.ts";

/** The user profile of the specification's section 3, in camelCase. */
export const userProfileSchema = z.object({
  id: z.string(),
  displayName: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  emailPerso: z.string().nullable(),
  photoUrl: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  country: z.string().nullable(),
  address: z.string().nullable(),
  state: z.string().nullable(),
  city: z.string().nullable(),
  zipCode: z.string().nullable(),
  about: z.string().nullable(),
  roles: z.array(roleSchema),
  isPublic: z.boolean(),
  companyId: z.string(),
  instance: z.string(),
  timeAdvised: z.string(),
  timeOnWebsite: z.string(),
  timeOnCourse: z.string(),
  /** The user's id in the company's own system (the spec's {product}_id). */
  externalId: z.string().nullable(),
  disabled: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;
