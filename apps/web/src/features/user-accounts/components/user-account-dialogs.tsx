import { de } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import type { Role } from "@campus/contracts/roles";
import { grantableRoles } from "@campus/contracts/roles";
import type { UserAccount } from "@campus/contracts/user-accounts";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Controller, useForm, useFormContext } from "react-hook-form";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { EmailTextField } from "../../../ui/email-text-field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { NewPasswordField } from "../../../ui/password-field.tsx";
import { SavingFormDialog } from "../../../ui/saving-form-dialog.tsx";
import { useCreateUserAccount } from "../api/create-user-account.ts";
import { useResetUserPassword } from "../api/reset-user-password.ts";
import { useUpdateUserAccount } from "../api/update-user-account.ts";
import { RolesField } from "./roles-field.tsx";
import {
  type CreateUserAccountFormValues,
  createUserAccountFormSchema,
  type EditUserAccountFormValues,
  editUserAccountFormSchema,
  editUserAccountValues,
  emptyUserAccount,
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
  toCreateUserAccountBody,
  toUpdateUserAccountBody,
} from "./user-account-form-schema.ts";

const GRID = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
const FULL_ROW = { gridColumn: "1 / -1" } as const;

type AccountFieldsForm = Pick<EditUserAccountFormValues, "firstname" | "lastname" | "phoneNumber" | "roles">;

interface AccountFieldsProps {
  /** The e-mail's field, between the names and the phone. */
  emailField: ReactNode;
  /** The roles the signed-in user may grant. */
  roleChoices: readonly Role[];
  /** Set when the account is the signed-in user's own: its roles are shown, not changed. */
  rolesLockedText?: string;
  /** What follows the roles (the creation's password). */
  children?: ReactNode;
}

/** Prénom, nom, e-mail, téléphone and the roles, shared by the creation and the edit (inside their FormProvider). */
function AccountFields({ emailField, roleChoices, rolesLockedText, children }: AccountFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<AccountFieldsForm>();
  const field = (name: "firstname" | "lastname" | "phoneNumber") => bindTextField(register, errors, name);
  return (
    <Box sx={GRID}>
      <TextField {...field("firstname")} label="Prénom" required autoFocus autoComplete="off" />
      <TextField {...field("lastname")} label="Nom" required autoComplete="off" />
      {emailField}
      <TextField {...field("phoneNumber")} label="Téléphone" type="tel" autoComplete="off" />
      <Box sx={FULL_ROW}>
        <Controller
          control={control}
          name="roles"
          render={({ field: { value, onChange } }) => (
            <RolesField
              value={value}
              onChange={onChange}
              choices={roleChoices}
              isDisabled={rolesLockedText !== undefined}
              errorText={errors.roles?.message}
              helperText={rolesLockedText}
            />
          )}
        />
      </Box>
      {children}
    </Box>
  );
}

/** "Nouvel utilisateur": identity, e-mail, roles and a password under the spec's policy. */
export function CreateUserAccountDialog({ onClose }: { onClose: () => void }) {
  const me = useCurrentUser();
  const createAccount = useCreateUserAccount();
  const choices = grantableRoles(me.roles);
  const form = useForm<CreateUserAccountFormValues>({
    resolver: zodResolver(createUserAccountFormSchema),
    defaultValues: emptyUserAccount(choices.includes("teacher") ? "teacher" : choices[0]),
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <SavingFormDialog
      form={form}
      title="Nouvel utilisateur"
      submitLabel="Créer"
      fields={["firstname", "lastname", "email", "phoneNumber", "roles", "password"]}
      okMessage={MESSAGES.createOk}
      koMessage={MESSAGES.saveUserKo}
      request={(values) => createAccount.mutateAsync(toCreateUserAccountBody(values))}
      onClose={onClose}
    >
      <AccountFields
        emailField={<EmailTextField {...bindTextField(register, errors, "email")} />}
        roleChoices={choices}
      >
        <Box sx={FULL_ROW}>
          <NewPasswordField {...register("password")} errorText={errors.password?.message} />
        </Box>
      </AccountFields>
    </SavingFormDialog>
  );
}

/** "Modifier": names, phone and roles of an account (not one's own roles). */
export function EditUserAccountDialog({ account, onClose }: { account: UserAccount; onClose: () => void }) {
  const me = useCurrentUser();
  const updateAccount = useUpdateUserAccount();
  const isSelf = account.id === me.id;
  const form = useForm<EditUserAccountFormValues>({
    resolver: zodResolver(editUserAccountFormSchema),
    defaultValues: editUserAccountValues(account),
  });

  return (
    <SavingFormDialog
      form={form}
      title={`Modifier ${account.displayName}`}
      fields={["firstname", "lastname", "phoneNumber", "roles"]}
      okMessage={MESSAGES.updateOk}
      koMessage={MESSAGES.saveUserKo}
      request={(values) =>
        updateAccount.mutateAsync({
          id: account.id,
          body: toUpdateUserAccountBody(values, { canChangeRoles: !isSelf }),
        })
      }
      onClose={onClose}
    >
      <AccountFields
        emailField={
          <TextField
            label="E-mail"
            value={account.email}
            disabled
            helperText="L'adresse de connexion ne se modifie pas ici."
          />
        }
        roleChoices={grantableRoles(me.roles)}
        rolesLockedText={isSelf ? "Vous ne pouvez pas modifier vos propres rôles." : undefined}
      />
    </SavingFormDialog>
  );
}

/**
 * "Réinitialiser le mot de passe": a new password under the policy; the account's sessions end and its
 * owner must choose their own at the next sign-in.
 */
export function ResetPasswordDialog({ account, onClose }: { account: UserAccount; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const resetPassword = useResetUserPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "" },
  });

  const handleSave = handleSubmit(async ({ password }) => {
    try {
      await resetPassword.mutateAsync({ id: account.id, password });
      enqueueSnackbar(MESSAGES.passwordResetOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(MESSAGES.changePasswordKo, { variant: "error" });
      // The policy message goes under the field whatever the server said about it.
      if (!setServerFieldErrors(error, ["password"], setError)) {
        setError("password", { type: "server", message: MESSAGES.passwordPolicy });
      }
    }
  });

  return (
    <FormDialog
      isOpen
      title="Réinitialiser le mot de passe"
      submitLabel="Réinitialiser"
      isPending={isSubmitting}
      onSubmit={handleSave}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Nouveau mot de passe {de(account.displayName)} ({account.email}). Ses sessions en cours seront
        fermées, et il devra choisir le sien à sa prochaine connexion.
      </Typography>
      <NewPasswordField
        {...register("password")}
        label="Nouveau mot de passe"
        autoFocus
        errorText={errors.password?.message}
      />
    </FormDialog>
  );
}
