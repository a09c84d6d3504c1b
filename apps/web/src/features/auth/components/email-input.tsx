import type { FieldError, UseFormRegisterReturn } from "react-hook-form";
import { TextInput } from "../../../ui/text-input.tsx";

interface EmailInputProps {
  /** react-hook-form's `register("email")`. */
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
  autoFocus?: boolean;
}

/** The « Adresse e-mail » field of the sign-in pages, its error under it. */
export function EmailInput({ registration, error, autoFocus }: EmailInputProps) {
  return (
    <TextInput
      {...registration}
      label="Adresse e-mail"
      type="email"
      autoComplete="email"
      autoFocus={autoFocus}
      fullWidth
      isInvalid={Boolean(error)}
      helperText={error?.message}
    />
  );
}
