import type { ReactNode } from "react";
import { type FieldPath, type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { FormDialog } from "./form-dialog.tsx";
import { useFormSave } from "./use-form-save.ts";

interface SavingFormDialogProps<Input extends FieldValues, Values, Answer> {
  /** The dialog's react-hook-form form: its fields read it through `useFormContext`. */
  form: UseFormReturn<Input, unknown, Values>;
  title: string;
  submitLabel?: string;
  /** The form's fields that a server message may go under. */
  fields: readonly FieldPath<Input>[];
  okMessage: string;
  koMessage: string;
  request: (values: Values) => Promise<Answer>;
  /** After the success notice; closing the dialog when absent. */
  onSaved?: (answer: Answer) => void;
  onClose: () => void;
  children: ReactNode;
}

/** A form dialog that sends its valid values with `request`, with the save's notices and the server's field messages. */
export function SavingFormDialog<Input extends FieldValues, Values, Answer>({
  form,
  title,
  submitLabel,
  fields,
  okMessage,
  koMessage,
  request,
  onSaved,
  onClose,
  children,
}: SavingFormDialogProps<Input, Values, Answer>) {
  const save = useFormSave({ fields, setError: form.setError, okMessage, koMessage });
  const handleSave = form.handleSubmit((values) => save(() => request(values), onSaved ?? onClose));
  return (
    <FormDialog
      isOpen
      title={title}
      submitLabel={submitLabel}
      isPending={form.formState.isSubmitting}
      onSubmit={handleSave}
      onClose={onClose}
    >
      <FormProvider {...form}>{children}</FormProvider>
    </FormDialog>
  );
}
