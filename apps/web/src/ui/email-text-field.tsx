import TextField, { type TextFieldProps } from "@mui/material/TextField";

/** A required e-mail field: the e-mail keyboard on phones, no spelling check nor capital first letter. */
export function EmailTextField(props: Omit<TextFieldProps, "type" | "slotProps">) {
  return (
    <TextField
      label="E-mail"
      required
      autoComplete="off"
      {...props}
      type="email"
      slotProps={{ htmlInput: { inputMode: "email", spellCheck: false, autoCapitalize: "none" } }}
    />
  );
}
