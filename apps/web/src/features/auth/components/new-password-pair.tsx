import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { NewPasswordField, PasswordField } from "../../../ui/password-field.tsx";

/** A password being chosen, with the rule under it, then typed again. */
export function NewPasswordPair({
  password,
  confirm,
  errors,
  label,
  autoFocus,
}: {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: FieldError; confirm?: FieldError };
  label?: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <NewPasswordField
        {...password}
        label={label}
        autoFocus={autoFocus}
        errorText={errors.password?.message}
      />
      <PasswordField
        {...confirm}
        label="Confirmez le mot de passe"
        autoComplete="new-password"
        fullWidth
        isInvalid={Boolean(errors.confirm)}
        helperText={errors.confirm?.message}
      />
    </>
  );
}
