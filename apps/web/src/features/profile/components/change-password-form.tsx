import { MESSAGES } from "@campus/contracts/messages";
import { PROFILE_MESSAGES } from "@campus/contracts/profile";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useForm } from "react-hook-form";
import { isApiError } from "../../../lib/api-client.ts";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { bindTextInput } from "../../../ui/bind-text-field.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { NewPasswordField, PasswordField } from "../../../ui/password-field.tsx";
import { useChangePassword } from "../api/change-password.ts";
import {
  type ChangePasswordFormValues,
  changePasswordFormSchema,
  EMPTY_PASSWORDS,
} from "./password-form-schema.ts";

const SERVER_FIELDS = ["currentPassword", "newPassword"] as const;

interface ChangePasswordFormProps {
  /** The account's e-mail, for password managers. */
  email: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** A wide button under the fields (a page of its own), rather than one at the right (a card). */
  isSubmitFullWidth?: boolean;
  /** After the server accepted the new password and the form was cleared. */
  onChanged?: () => void | Promise<void>;
}

/**
 * The current password, a new one under the specification's policy (written under the field)
 * and its confirmation: the profile's card and the page a user whose password an administrator
 * set must go through.
 */
export function ChangePasswordForm({
  email,
  labelledBy,
  isSubmitFullWidth = false,
  onChanged,
}: ChangePasswordFormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const changePassword = useChangePassword();
  const {
    register,
    reset,
    setError,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangePasswordFormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_PASSWORDS,
  });

  const handleSave = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await changePassword.mutateAsync({ currentPassword, newPassword });
    } catch (error) {
      enqueueSnackbar(MESSAGES.changePasswordKo, { variant: "error" });
      if (!setServerFieldErrors(error, SERVER_FIELDS, setError)) {
        // Too many attempts, a network failure: said once above the fields.
        setError("root", {
          type: "server",
          message: isApiError(error) ? error.message : MESSAGES.somethingWrong,
        });
      }
      return;
    }
    reset(EMPTY_PASSWORDS);
    enqueueSnackbar(PROFILE_MESSAGES.passwordChanged, { variant: "success" });
    await onChanged?.();
  });

  return (
    <Box component="form" noValidate onSubmit={handleSave} aria-labelledby={labelledBy}>
      {/* For password managers: the account this new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {errors.root ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.root.message}
        </Alert>
      ) : null}
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "minmax(0, 1fr)" }}>
        <PasswordField
          {...bindTextInput(register, errors, "currentPassword")}
          label="Mot de passe actuel"
          required
          fullWidth
          autoComplete="current-password"
        />
        <NewPasswordField
          {...register("newPassword")}
          label="Nouveau mot de passe"
          errorText={errors.newPassword?.message}
        />
        <PasswordField
          {...bindTextInput(register, errors, "confirmPassword")}
          label="Confirmer le mot de passe"
          required
          fullWidth
          autoComplete="new-password"
        />
      </Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 3 }}>
        <Button
          type="submit"
          variant="contained"
          size={isSubmitFullWidth ? "large" : "medium"}
          fullWidth={isSubmitFullWidth}
          loading={changePassword.isPending}
        >
          Changer le mot de passe
        </Button>
      </Box>
    </Box>
  );
}
