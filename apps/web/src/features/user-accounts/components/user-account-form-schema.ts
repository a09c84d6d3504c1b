import { roleSchema } from "@campus/contracts/role-schema";
import type { Role } from "@campus/contracts/roles";
import {
  type CreateUserAccountBody,
  passwordPolicySchema,
  type UpdateUserAccountBody,
  type UserAccount,
} from "@campus/contracts/user-accounts";
import { z } from "zod";

const name = (label: string) =>
  z.string().trim().min(1, `${label} est obligatoire`).max(100, `${label} : 100 caractères au maximum`);

const shape = {
  firstname: name("Le prénom"),
  lastname: name("Le nom"),
  phoneNumber: z.string().trim().max(40, "Le téléphone : 40 caractères au maximum"),
  roles: z.array(roleSchema).min(1, "Choisissez au moins un rôle").max(5),
};

/** A new account: the contracts' limits with French messages, and the spec's password policy. */
export const createUserAccountFormSchema = z.object({
  ...shape,
  email: z.string().trim().pipe(z.email("L'adresse e-mail n'est pas valide").max(254)),
  password: passwordPolicySchema,
});
export type CreateUserAccountFormValues = z.infer<typeof createUserAccountFormSchema>;

export const editUserAccountFormSchema = z.object(shape);
export type EditUserAccountFormValues = z.infer<typeof editUserAccountFormSchema>;

export const resetPasswordFormSchema = z.object({ password: passwordPolicySchema });
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

export function emptyUserAccount(defaultRole: Role | undefined): CreateUserAccountFormValues {
  return {
    firstname: "",
    lastname: "",
    email: "",
    phoneNumber: "",
    roles: defaultRole ? [defaultRole] : [],
    password: "",
  };
}

export function editUserAccountValues(account: UserAccount): EditUserAccountFormValues {
  return {
    firstname: account.firstname,
    lastname: account.lastname,
    phoneNumber: account.phoneNumber ?? "",
    roles: account.roles,
  };
}

export function toCreateUserAccountBody(values: CreateUserAccountFormValues): CreateUserAccountBody {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    phoneNumber: values.phoneNumber || null,
    roles: values.roles,
    password: values.password,
  };
}

/** Without `roles` for one's own account: nobody changes their own roles. */
export function toUpdateUserAccountBody(
  values: EditUserAccountFormValues,
  { canChangeRoles }: { canChangeRoles: boolean },
): UpdateUserAccountBody {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    phoneNumber: values.phoneNumber || null,
    ...(canChangeRoles ? { roles: values.roles } : {}),
  };
}
