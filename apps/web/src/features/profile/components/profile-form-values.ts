import type { Me } from "@campus/contracts/auth";
import {
  PROFILE_OPTIONAL_TEXTS,
  type ProfileFormValues,
  profileFormSchema,
  type UpdateProfileBody,
} from "@campus/contracts/profile";
import type { z } from "zod";
import { formTexts } from "../../../lib/form-texts.ts";

export type ProfileFormInput = z.input<typeof profileFormSchema>;
export type ProfileFieldName = keyof ProfileFormValues;

export const PROFILE_FIELDS = Object.keys(profileFormSchema.shape) as ProfileFieldName[];

/** The form's values for the signed-in user ("" for what is missing). */
export function profileFormValues(me: Me): ProfileFormInput {
  return {
    displayName: me.displayName,
    firstname: me.firstname,
    lastname: me.lastname,
    ...formTexts(me, PROFILE_OPTIONAL_TEXTS),
    isPublic: me.isPublic,
    messageDigest: me.messageDigest,
  };
}

/**
 * Only what the user changed (react-hook-form's dirty fields): the server then keeps the
 * display name in step with a new first or last name unless the user chose it.
 */
export function changedProfileFields(
  values: ProfileFormValues,
  dirty: Partial<Record<ProfileFieldName, unknown>>,
): UpdateProfileBody {
  return Object.fromEntries(
    PROFILE_FIELDS.filter((field) => dirty[field]).map((field) => [field, values[field]]),
  );
}
