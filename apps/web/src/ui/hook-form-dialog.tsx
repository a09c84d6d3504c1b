import type { ReactNode } from "react";
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { setServerFieldErrors } from "../lib/server-field-errors.ts";
import { FormDialog } from "./form-dialog.tsx";

/** What a page gives a form dialog it opens: the title, the button, the save and the closing. */
export interface FormDialogCalls<Values> {
  title: string;
  submitLabel: string;
  /** Saves and closes; a rejected ApiError's field messages go under their fields. */
  onSubmit: (values: Values) => Promise<void>;
  onClose: () => void;
}

interface HookFormDialogProps<Input extends FieldValues, Values> extends FormDialogCalls<Values> {
  form: UseFormReturn<Input, unknown, Values>;
  /** The form's fields that a server message may go under. */
  fields: readonly FieldPath<Input>[];
  maxWidth?: "xs" | "sm" | "md";
  children: ReactNode;
}

/** A form dialog, mounted while open, that hands a react-hook-form form's valid values to `onSubmit`. */
export function HookFormDialog<Input extends FieldValues, Values>({
  form,
  fields,
  onSubmit,
  ...dialog
}: HookFormDialogProps<Input, Values>) {
  const handleSave = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldErrors(error, fields, form.setError);
    }
  });
  return <FormDialog {...dialog} isOpen isPending={form.formState.isSubmitting} onSubmit={handleSave} />;
}
