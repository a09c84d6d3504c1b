import { PROFILE_MESSAGES } from "@campus/contracts/profile";
import { passwordPolicySchema } from "@campus/contracts/user-accounts";
import { z } from "zod";

/** « Changer le mot de passe »: the current password, a new one under the spec's policy, twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, PROFILE_MESSAGES.currentPasswordRequired),
    newPassword: passwordPolicySchema,
    confirmPassword: z.string(),
  })
  .refine((values) => values.newPassword !== values.currentPassword, {
    path: ["newPassword"],
    message: PROFILE_MESSAGES.sameAsCurrent,
  })
  .refine((values) => values.confirmPassword === values.newPassword, {
    path: ["confirmPassword"],
    message: PROFILE_MESSAGES.passwordsDiffer,
  });
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const EMPTY_PASSWORDS: ChangePasswordFormValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};
