import FormControl from "@mui/material/FormControl";
import FormHelperText from "@mui/material/FormHelperText";
import InputLabel from "@mui/material/InputLabel";
import OutlinedInput, { type OutlinedInputProps } from "@mui/material/OutlinedInput";
import { type ReactNode, type Ref, useId } from "react";

export interface TextInputProps
  extends Omit<OutlinedInputProps, "label" | "error" | "inputRef" | "ref" | "notched"> {
  label: string;
  /** Shown under the input, in red when `isInvalid`. */
  helperText?: ReactNode;
  isInvalid?: boolean;
  /** The <input> element itself (react-hook-form's `register(...).ref`). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An outlined text input with its label and helper text, wired for screen readers.
 * MUI's TextField does the same but brings its select menu along: this keeps the
 * sign-in page light.
 */
export function TextInput({
  label,
  helperText,
  isInvalid = false,
  ref,
  id,
  fullWidth,
  size,
  ...inputProps
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = `${inputId}-helper-text`;
  return (
    <FormControl variant="outlined" error={isInvalid} fullWidth={fullWidth} size={size}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        {...inputProps}
        id={inputId}
        label={label}
        inputRef={ref}
        aria-describedby={helperText ? helperId : undefined}
        aria-invalid={isInvalid || undefined}
      />
      {helperText ? <FormHelperText id={helperId}>{helperText}</FormHelperText> : null}
    </FormControl>
  );
}
