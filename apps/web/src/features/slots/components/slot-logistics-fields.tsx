import { MODE_LABELS } from "@campus/contracts/slots";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { type Control, Controller, type FieldErrors, type Path, type UseFormRegister } from "react-hook-form";
import { DateField } from "../../../ui/date-field.tsx";
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
      <Controller
        control={control}
        name={name("mode")}
        render={({ field }) => (
          <TextField
            select
            label="Mode"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            fullWidth
          >
            {MODE_OPTIONS.map((mode) => (
              <MenuItem key={mode} value={mode}>
                {MODE_LABELS[mode]}
              </MenuItem>
            ))}
          </TextField>
        )}
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
