import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { EvaluationTypeSelect } from "../../../entities/evaluations/index.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { type FormDialogCalls, HookFormDialog } from "../../../ui/hook-form-dialog.tsx";
import {
  type EvaluationFormInput,
  type EvaluationFormValues,
  evaluationFormSchema,
} from "./evaluation-form-schema.ts";

const FIELDS = ["title", "date", "type", "coefficient", "scale"] as const;

interface EvaluationFormDialogProps extends FormDialogCalls<EvaluationFormValues> {
  defaultValues: EvaluationFormInput;
}

/** An evaluation's fields: titre, date, type, coefficient and barème. */
export function EvaluationFormDialog({ defaultValues, ...dialog }: EvaluationFormDialogProps) {
  const form = useForm<EvaluationFormInput, unknown, EvaluationFormValues>({
    resolver: zodResolver(evaluationFormSchema),
    defaultValues,
  });
  const { register, control } = form;
  const { errors } = form.formState;

  const field = (name: "title" | "coefficient" | "scale") => ({
    ...bindTextField(register, errors, name),
    fullWidth: true,
  });

  return (
    <HookFormDialog {...dialog} form={form} fields={FIELDS}>
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
    </HookFormDialog>
  );
}
