import { MESSAGES } from "@campus/contracts/messages";
import type { UserAccount } from "@campus/contracts/user-accounts";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Controller, useForm } from "react-hook-form";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { de } from "../../../lib/french.ts";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { EmailTextField } from "../../../ui/email-text-field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { NewPasswordField } from "../../../ui/password-field.tsx";
import { useCreateUserAccount } from "../api/create-user-account.ts";
import { useResetUserPassword } from "../api/reset-user-password.ts";
import { useUpdateUserAccount } from "../api/update-user-account.ts";
import { grantableRoles } from "./account-rules.ts";
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

/** "Nouvel utilisateur": identity, e-mail, roles and a password under the spec's policy. */
export function CreateUserAccountDialog({ onClose }: { onClose: () => void }) {
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const createAccount = useCreateUserAccount();
  const choices = grantableRoles(me.roles);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CreateUserAccountFormValues>({
    resolver: zodResolver(createUserAccountFormSchema),
    defaultValues: emptyUserAccount(choices.includes("teacher") ? "teacher" : choices[0]),
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await createAccount.mutateAsync(toCreateUserAccountBody(values));
      enqueueSnackbar(MESSAGES.createOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(MESSAGES.saveUserKo, { variant: "error" });
      setServerFieldErrors(
        error,
        ["firstname", "lastname", "email", "phoneNumber", "roles", "password"],
        setError,
      );
    }
  });

  const field = (name: "firstname" | "lastname" | "phoneNumber" | "email") =>
    bindTextField(register, errors, name);
  const { ref: passwordRef, ...password } = register("password");

  return (
    <FormDialog
      isOpen
      title="Nouvel utilisateur"
      submitLabel="Créer"
      isPending={isSubmitting}
      onSubmit={handleSave}
      onClose={onClose}
    >
      <Box sx={GRID}>
        <TextField {...field("firstname")} label="Prénom" required autoFocus autoComplete="off" />
        <TextField {...field("lastname")} label="Nom" required autoComplete="off" />
        <EmailTextField {...field("email")} />
        <TextField {...field("phoneNumber")} label="Téléphone" type="tel" autoComplete="off" />
        <Box sx={FULL_ROW}>
          <Controller
            control={control}
            name="roles"
            render={({ field: { value, onChange } }) => (
              <RolesField
                value={value}
                onChange={onChange}
                choices={choices}
                errorText={errors.roles?.message}
              />
            )}
          />
        </Box>
        <Box sx={FULL_ROW}>
          <NewPasswordField {...password} ref={passwordRef} errorText={errors.password?.message} />
        </Box>
      </Box>
    </FormDialog>
  );
}

/** "Modifier": names, phone and roles of an account (not one's own roles). */
export function EditUserAccountDialog({ account, onClose }: { account: UserAccount; onClose: () => void }) {
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const updateAccount = useUpdateUserAccount();
  const isSelf = account.id === me.id;
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditUserAccountFormValues>({
    resolver: zodResolver(editUserAccountFormSchema),
    defaultValues: editUserAccountValues(account),
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await updateAccount.mutateAsync({
        id: account.id,
        body: toUpdateUserAccountBody(values, { canChangeRoles: !isSelf }),
      });
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(MESSAGES.saveUserKo, { variant: "error" });
      setServerFieldErrors(error, ["firstname", "lastname", "phoneNumber", "roles"], setError);
    }
  });

  const field = (name: "firstname" | "lastname" | "phoneNumber") => bindTextField(register, errors, name);

  return (
    <FormDialog
      isOpen
      title={`Modifier ${account.displayName}`}
      isPending={isSubmitting}
      onSubmit={handleSave}
      onClose={onClose}
    >
      <Box sx={GRID}>
        <TextField {...field("firstname")} label="Prénom" required autoFocus autoComplete="off" />
        <TextField {...field("lastname")} label="Nom" required autoComplete="off" />
        <TextField
          label="E-mail"
          value={account.email}
          disabled
          helperText="L'adresse de connexion ne se modifie pas ici."
        />
        <TextField {...field("phoneNumber")} label="Téléphone" type="tel" autoComplete="off" />
        <Box sx={FULL_ROW}>
          <Controller
            control={control}
            name="roles"
            render={({ field: { value, onChange } }) => (
              <RolesField
                value={value}
                onChange={onChange}
                choices={grantableRoles(me.roles)}
                isDisabled={isSelf}
                errorText={errors.roles?.message}
                helperText={isSelf ? "Vous ne pouvez pas modifier vos propres rôles." : undefined}
              />
            )}
          />
        </Box>
      </Box>
    </FormDialog>
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
  const { ref, ...password } = register("password");

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
        {...password}
        ref={ref}
        label="Nouveau mot de passe"
        autoFocus
        errorText={errors.password?.message}
      />
    </FormDialog>
  );
}
