import { MESSAGES } from "@campus/contracts/messages";
import { MODE_LABELS, type SlotDetail } from "@campus/contracts/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useSnackbar } from "notistack";
import { Controller, useForm } from "react-hook-form";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useUpdateSlot } from "../api/update-slot.ts";
import { apiFieldErrors, slotFailureMessage } from "./slot-errors.ts";
import {
  formFieldOfApiField,
  MODE_OPTIONS,
  type SlotLogisticsFormInput,
  type SlotLogisticsFormValues,
  slotLogisticsFormSchema,
  slotLogisticsValues,
  toLogisticsBody,
} from "./slot-form-schema.ts";

const SHRUNK_LABEL = { inputLabel: { shrink: true } } as const;

/** « Modifier la séance »: its day, times, room, mode and video link; mounted while open. */
export function EditSlotDialog({ slot, onClose }: { slot: SlotDetail; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const updateSlot = useUpdateSlot(slot.id);
  const form = useForm<SlotLogisticsFormInput, unknown, SlotLogisticsFormValues>({
    resolver: zodResolver(slotLogisticsFormSchema),
    defaultValues: slotLogisticsValues(slot),
  });
  const {
    control,
    register,
    setError,
    formState: { errors },
  } = form;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await updateSlot.mutateAsync(toLogisticsBody(values));
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(slotFailureMessage(MESSAGES.updateKo, error), { variant: "error" });
      apiFieldErrors(error).forEach((entry, index) => {
        const field = formFieldOfApiField(entry.field, false);
        if (field && field !== "courseId" && field !== "teacherId") {
          setError(field, { type: "server", message: entry.message }, { shouldFocus: index === 0 });
        }
      });
    }
  });

  return (
    <FormDialog
      isOpen
      title="Modifier la séance"
      isPending={updateSlot.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" } }}
      >
        <TextField
          {...register("date")}
          type="date"
          label="Date"
          required
          error={Boolean(errors.date)}
          helperText={errors.date?.message}
          slotProps={SHRUNK_LABEL}
          fullWidth
          sx={{ gridColumn: "1 / -1" }}
        />
        <TextField
          {...register("startTime")}
          type="time"
          label="Heure de début"
          required
          error={Boolean(errors.startTime)}
          helperText={errors.startTime?.message}
          slotProps={SHRUNK_LABEL}
          fullWidth
        />
        <TextField
          {...register("endTime")}
          type="time"
          label="Heure de fin"
          required
          error={Boolean(errors.endTime)}
          helperText={errors.endTime?.message}
          slotProps={SHRUNK_LABEL}
          fullWidth
        />
        <TextField
          {...register("room")}
          label="Salle"
          error={Boolean(errors.room)}
          helperText={errors.room?.message}
          autoComplete="off"
          fullWidth
        />
        <Controller
          control={control}
          name="mode"
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
          {...register("videoLink")}
          type="url"
          label="Lien visio"
          placeholder="https://"
          error={Boolean(errors.videoLink)}
          helperText={errors.videoLink?.message}
          autoComplete="off"
          fullWidth
          sx={{ gridColumn: "1 / -1" }}
        />
      </Box>
    </FormDialog>
  );
}
