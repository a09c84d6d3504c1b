import {
  type Administrator,
  type AdministratorRole,
  administratorRoleSchema,
  type CreateAdministratorBody,
  type UpdateAdministratorBody,
} from "@campus/contracts/administrators";
import { passwordPolicySchema } from "@campus/contracts/user-accounts";
import { z } from "zod";

const name = (label: string) =>
  z.string().trim().min(1, `${label} est obligatoire`).max(100, `${label} : 100 caractères au maximum`);

const baseShape = {
  firstname: name("Le prénom"),
  lastname: name("Le nom"),
  phoneNumber: z.string().trim().max(40, "Le téléphone : 40 caractères au maximum"),
  role: administratorRoleSchema,
};

/** A new administrator: the contracts' rules with French messages and the spec's password policy. */
export const createAdministratorFormSchema = z.object({
  ...baseShape,
  email: z.string().trim().pipe(z.email("L'adresse e-mail n'est pas valide").max(254)),
  password: passwordPolicySchema,
});
export type CreateAdministratorFormInput = z.input<typeof createAdministratorFormSchema>;
export type CreateAdministratorFormValues = z.output<typeof createAdministratorFormSchema>;

export const editAdministratorFormSchema = z.object(baseShape);
export type EditAdministratorFormInput = z.input<typeof editAdministratorFormSchema>;
export type EditAdministratorFormValues = z.output<typeof editAdministratorFormSchema>;

export const EMPTY_ADMINISTRATOR: CreateAdministratorFormInput = {
  firstname: "",
  lastname: "",
  email: "",
  phoneNumber: "",
  role: "admin",
  password: "",
};

/** An account may hold both administrator roles; the form shows the higher one. */
export function administratorRole(roles: readonly string[]): AdministratorRole {
  return roles.includes("superadmincom") ? "superadmincom" : "admin";
}

export function editAdministratorValues(administrator: Administrator): EditAdministratorFormInput {
  return {
    firstname: administrator.firstname,
    lastname: administrator.lastname,
    phoneNumber: administrator.phoneNumber ?? "",
    role: administratorRole(administrator.roles),
  };
}

export function toCreateAdministratorBody(values: CreateAdministratorFormValues): CreateAdministratorBody {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    email: values.email,
    phoneNumber: values.phoneNumber || null,
    roles: [values.role],
    password: values.password,
  };
}

/** Without `roles` for one's own account: nobody changes their own roles. */
export function toUpdateAdministratorBody(
  values: EditAdministratorFormValues,
  { canChangeRole }: { canChangeRole: boolean },
): UpdateAdministratorBody {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    phoneNumber: values.phoneNumber || null,
    ...(canChangeRole ? { roles: [values.role] } : {}),
  };
}
