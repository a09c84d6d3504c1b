import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import {
  type EvaluationFormInput,
  type EvaluationFormValues,
  evaluationFormSchema,
} from "./evaluation-form-schema.ts";
import { EvaluationTypeSelect } from "./evaluation-type-select.tsx";

const FIELDS = ["title", "date", "type", "coefficient", "scale"] as const;

interface EvaluationFormDialogProps {
  title: string;
  submitLabel: string;
  defaultValues: EvaluationFormInput;
  /** Saves and closes; a rejected ApiError's field messages go under their fields. */
  onSubmit: (values: EvaluationFormValues) => Promise<void>;
  onClose: () => void;
}

/** An evaluation's fields: titre, date, type, coefficient and barème. */
export function EvaluationFormDialog({
  title,
  submitLabel,
  defaultValues,
  onSubmit,
  onClose,
}: EvaluationFormDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EvaluationFormInput, unknown, EvaluationFormValues>({
    resolver: zodResolver(evaluationFormSchema),
    defaultValues,
  });

  const handleSave = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      setServerFieldErrors(error, FIELDS, setError);
    }
  });

  const field = (name: "title" | "coefficient" | "scale") => ({
    ...bindTextField(register, errors, name),
    fullWidth: true,
  });

  return (
    <FormDialog
      isOpen
      title={title}
      submitLabel={submitLabel}
      isPending={isSubmitting}
      onSubmit={handleSave}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextField {...field("title")} label="Titre" required autoFocus sx={{ gridColumn: "1 / -1" }} />
        <Controller
          control={control}
          name="date"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <DateField
              value={value ?? ""}
              onChange={onChange}
              onBlur={onBlur}
              inputRef={ref}
              label="Date"
              error={Boolean(errors.date)}
              helperText={errors.date?.message}
              fullWidth
            />
          )}
        />
        <EvaluationTypeSelect control={control} />
        <TextField
          {...field("coefficient")}
          label="Coefficient"
          required
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <TextField
          {...field("scale")}
          label="Barème"
          required
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
      </Box>
    </FormDialog>
  );
}
