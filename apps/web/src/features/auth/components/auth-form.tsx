import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { type FormEventHandler, type ReactNode, useState } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { isApiError } from "../../../lib/api-client.ts";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";

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
 * A public form's submit, as AuthForm's `onSubmit`, `formError` and `isPending`: runs `action` with the
 * form's valid values and shows what the server refused under the named `fields` it concerns, or else
 * above the fields.
 */
export function useAuthSubmit<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  fields: readonly FieldPath<Values>[],
  action: (values: Values) => Promise<void>,
) {
  const [formError, setFormError] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action(values);
    } catch (error) {
      if (!setServerFieldErrors(error, fields, form.setError)) {
        setFormError(isApiError(error) ? error.message : "Something went wrong");
      }
    }
  });
  return { onSubmit, formError, isPending: form.formState.isSubmitting };
}
