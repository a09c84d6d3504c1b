import { MODE_LABELS } from "@campus/contracts/slots";
import TextField from "@mui/material/TextField";
import { type Control, Controller, type FieldErrors, type Path, type UseFormRegister } from "react-hook-form";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { FormSelect } from "../../../ui/form-select.tsx";
import { MODE_OPTIONS, type SlotLogisticsFormInput } from "./slot-form-schema.ts";

const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;

interface SlotLogisticsFieldsProps<T extends SlotLogisticsFormInput> {
  control: Control<T>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
}

/** The day, times, room, mode and video link of a slot, in a two-column grid of a slot form. */
export function SlotLogisticsFields<T extends SlotLogisticsFormInput>({
  control,
  register,
  errors: formErrors,
}: SlotLogisticsFieldsProps<T>) {
  const errors = formErrors as FieldErrors<SlotLogisticsFormInput>;
  const name = (field: keyof SlotLogisticsFormInput) => field as Path<T>;
  const timeField = (field: "startTime" | "endTime") => ({
    ...bindTextField(register, formErrors, name(field)),
    type: "time",
    required: true,
    slotProps: SHRUNK_LABEL,
    fullWidth: true,
  });
  return (
    <>
      <Controller
        control={control}
        name={name("date")}
        render={({ field }) => (
          <DateField
            name={field.name}
            inputRef={field.ref}
            value={String(field.value ?? "")}
            onChange={field.onChange}
            onBlur={field.onBlur}
            label="Date"
            required
            error={Boolean(errors.date)}
            helperText={errors.date?.message}
            fullWidth
            sx={{ gridColumn: "1 / -1" }}
          />
        )}
      />
      <TextField {...timeField("startTime")} label="Heure de début" />
      <TextField {...timeField("endTime")} label="Heure de fin" />
      <TextField
        {...bindTextField(register, formErrors, name("room"))}
        label="Salle"
        autoComplete="off"
        fullWidth
      />
      <FormSelect
        control={control}
        name={name("mode")}
        choices={MODE_OPTIONS}
        labels={MODE_LABELS}
        label="Mode"
        fullWidth
      />
      <TextField
        {...bindTextField(register, formErrors, name("videoLink"))}
        type="url"
        label="Lien visio"
        placeholder="https://"
        autoComplete="off"
        fullWidth
        sx={{ gridColumn: "1 / -1" }}
      />
    </>
  );
}
