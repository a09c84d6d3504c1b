import { ADMINISTRATOR_ROLES } from "@campus/contracts/administrator-roles";
import type { Administrator } from "@campus/contracts/administrators";
import { MESSAGES } from "@campus/contracts/messages";
import { ROLE_LABELS } from "@campus/contracts/roles";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useForm, useFormContext } from "react-hook-form";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { EmailTextField } from "../../../ui/email-text-field.tsx";
import { FormSelect } from "../../../ui/form-select.tsx";
import { NewPasswordField } from "../../../ui/password-field.tsx";
import { SavingFormDialog } from "../../../ui/saving-form-dialog.tsx";
import { useCreateAdministrator } from "../api/create-administrator.ts";
import { useUpdateAdministrator } from "../api/update-administrator.ts";
import {
  type CreateAdministratorFormInput,
  type CreateAdministratorFormValues,
  createAdministratorFormSchema,
  type EditAdministratorFormInput,
  type EditAdministratorFormValues,
  EMPTY_ADMINISTRATOR,
  editAdministratorFormSchema,
  editAdministratorValues,
  toCreateAdministratorBody,
  toUpdateAdministratorBody,
} from "./administrator-form-schema.ts";

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
const NAME_FIELDS = ["firstname", "lastname", "phoneNumber"] as const;

type NameFieldsForm = Pick<EditAdministratorFormInput, (typeof NAME_FIELDS)[number] | "role">;

/** Prénom, nom, téléphone and the role, shared by the creation and the edit (inside their FormProvider). */
function IdentityFields({ isRoleLocked = false }: { isRoleLocked?: boolean }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<NameFieldsForm>();
  const field = (name: (typeof NAME_FIELDS)[number]) => bindTextField(register, errors, name);
  return (
    <>
      <TextField {...field("firstname")} label="Prénom" required autoComplete="off" autoFocus />
      <TextField {...field("lastname")} label="Nom" required autoComplete="off" />
      <TextField {...field("phoneNumber")} label="Téléphone" type="tel" autoComplete="off" />
      <FormSelect
        control={control}
        name="role"
        choices={ADMINISTRATOR_ROLES}
        labels={ROLE_LABELS}
        label="Rôle"
        disabled={isRoleLocked}
        helperText={isRoleLocked ? "Vous ne pouvez pas modifier vos propres rôles." : undefined}
      />
    </>
  );
}

interface CreateAdministratorDialogProps {
  /** The company the administrator joins; the caller's own when absent. */
  companyId?: string;
  onClose: () => void;
}

/** "Nouvel administrateur": identity, e-mail, role and a password chosen under the spec's policy. */
export function CreateAdministratorDialog({ companyId, onClose }: CreateAdministratorDialogProps) {
  const createAdministrator = useCreateAdministrator(companyId);
  const form = useForm<CreateAdministratorFormInput, unknown, CreateAdministratorFormValues>({
    resolver: zodResolver(createAdministratorFormSchema),
    defaultValues: EMPTY_ADMINISTRATOR,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SavingFormDialog
      form={form}
      title="Nouvel administrateur"
      submitLabel="Créer"
      fields={["firstname", "lastname", "email", "phoneNumber", "password"]}
      okMessage={MESSAGES.createOk}
      koMessage={MESSAGES.saveUserKo}
      request={(values) => createAdministrator.mutateAsync(toCreateAdministratorBody(values))}
      onClose={onClose}
    >
      <Box sx={GRID}>
        <IdentityFields />
        <EmailTextField {...bindTextField(register, errors, "email")} sx={{ gridColumn: "1 / -1" }} />
        <Box sx={{ gridColumn: "1 / -1" }}>
          <NewPasswordField {...register("password")} errorText={errors.password?.message} />
        </Box>
      </Box>
    </SavingFormDialog>
  );
}

interface EditAdministratorDialogProps {
  administrator: Administrator;
  companyId?: string;
  /** The signed-in user's own account: the role cannot change. */
  isSelf: boolean;
  onClose: () => void;
}

/** "Modifier": names, phone and role of an administrator. */
export function EditAdministratorDialog({
  administrator,
  companyId,
  isSelf,
  onClose,
}: EditAdministratorDialogProps) {
  const updateAdministrator = useUpdateAdministrator(companyId);
  const form = useForm<EditAdministratorFormInput, unknown, EditAdministratorFormValues>({
    resolver: zodResolver(editAdministratorFormSchema),
    defaultValues: editAdministratorValues(administrator),
  });

  return (
    <SavingFormDialog
      form={form}
      title={`Modifier ${administrator.displayName}`}
      fields={["firstname", "lastname", "phoneNumber"]}
      okMessage={MESSAGES.updateOk}
      koMessage={MESSAGES.saveUserKo}
      request={(values) =>
        updateAdministrator.mutateAsync({
          id: administrator.id,
          body: toUpdateAdministratorBody(values, { canChangeRole: !isSelf }),
        })
      }
      onClose={onClose}
    >
      <Box sx={GRID}>
        <IdentityFields isRoleLocked={isSelf} />
      </Box>
    </SavingFormDialog>
  );
}
