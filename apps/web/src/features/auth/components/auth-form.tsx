import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { type FormEventHandler, type ReactNode, useState } from "react";
import { isApiError } from "../../../lib/api-client.ts";

/** A public page's form: its error above the fields, one whole-width submit button under them. */
export function AuthForm({
  label,
  onSubmit,
  formError,
  isPending,
  submitLabel,
  children,
}: {
  label: string;
  onSubmit: FormEventHandler;
  formError: string | null;
  isPending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2.5} aria-label={label}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      {children}
      <Button type="submit" variant="contained" size="large" fullWidth loading={isPending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}

/**
 * A public form's own error: `attempt` runs a request and shows what it refused above the fields,
 * unless `putUnderFields` placed it under the fields it names.
 */
export function useFormError() {
  const [formError, setFormError] = useState<string | null>(null);
  async function attempt(action: () => Promise<void>, putUnderFields?: (error: unknown) => boolean) {
    setFormError(null);
    try {
      await action();
    } catch (error) {
      if (!putUnderFields?.(error)) setFormError(isApiError(error) ? error.message : "Something went wrong");
    }
  }
  return { formError, attempt };
}
