import { MODE_LABELS } from "@campus/contracts/slots";
import TextField from "@mui/material/TextField";
import { type Control, Controller, type FieldErrors, type Path, type UseFormRegister } from "react-hook-form";
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
      <TextField
        {...register(name("startTime"))}
        type="time"
        label="Heure de début"
        required
        error={Boolean(errors.startTime)}
        helperText={errors.startTime?.message}
        slotProps={SHRUNK_LABEL}
        fullWidth
      />
      <TextField
        {...register(name("endTime"))}
        type="time"
        label="Heure de fin"
        required
        error={Boolean(errors.endTime)}
        helperText={errors.endTime?.message}
        slotProps={SHRUNK_LABEL}
        fullWidth
      />
      <TextField
        {...register(name("room"))}
        label="Salle"
        error={Boolean(errors.room)}
        helperText={errors.room?.message}
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
        {...register(name("videoLink"))}
        type="url"
        label="Lien visio"
        placeholder="https://"
        error={Boolean(errors.videoLink)}
        helperText={errors.videoLink?.message}
        autoComplete="off"
        fullWidth
        sx={{ gridColumn: "1 / -1" }}
      />
    </>
  );
}
