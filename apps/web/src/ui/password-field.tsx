import { MESSAGES } from "@campus/contracts/messages";
import Visibility from "@mui/icons-material/Visibility";
import VisibilityOff from "@mui/icons-material/VisibilityOff";
import IconButton from "@mui/material/IconButton";
import InputAdornment from "@mui/material/InputAdornment";
import { useState } from "react";
import { TextInput, type TextInputProps } from "./text-input.tsx";

/** A password input with a button that shows or hides what was typed. */
export function PasswordField(props: Omit<TextInputProps, "type" | "endAdornment">) {
  const [isVisible, setIsVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={isVisible ? "text" : "password"}
      endAdornment={
        <InputAdornment position="end">
          <IconButton
            aria-label={isVisible ? "Masquer le mot de passe" : "Afficher le mot de passe"}
            onClick={() => setIsVisible((current) => !current)}
            onMouseDown={(event) => event.preventDefault()}
            edge="end"
          >
            {isVisible ? <VisibilityOff /> : <Visibility />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}

type NewPasswordFieldProps = Omit<
  TextInputProps,
  "type" | "endAdornment" | "label" | "isInvalid" | "helperText"
> & {
  label?: string;
  /** The field's error; otherwise the password rule is shown under it. */
  errorText?: string;
};

/** A password being chosen: required, whole width, the rule under it until an error replaces it. */
export function NewPasswordField({ label = "Mot de passe", errorText, ...props }: NewPasswordFieldProps) {
  return (
    <PasswordField
      required
      fullWidth
      autoComplete="new-password"
      {...props}
      label={label}
      isInvalid={errorText !== undefined}
      helperText={errorText ?? MESSAGES.passwordPolicy}
    />
  );
}
