import { type Absence, ATTENDANCE_MESSAGES } from "@campus/contracts/attendance";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import { zodResolver } from "@hookform/resolvers/zod";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { formatDate, formatTimeRange } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";

import { useExcuseAbsence } from "../api/excuse-absence.ts";

/** The contract's excuse reason (500 characters), required when excusing. */
const excuseFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, ATTENDANCE_MESSAGES.reasonRequired)
    .max(500, "Le motif : 500 caractères au maximum"),
});
type ExcuseFormValues = z.infer<typeof excuseFormSchema>;

/** « Justifier »: the reason of an absence or lateness; mounted while open. */
export function ExcuseDialog({ absence, onClose }: { absence: Absence; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const excuse = useExcuseAbsence();
  const form = useForm<ExcuseFormValues>({
    resolver: zodResolver(excuseFormSchema),
    defaultValues: { reason: absence.reason ?? "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const handleSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await excuse.mutateAsync({
        target: { slotId: absence.slotId, studentId: absence.student.id },
        body: { excused: true, reason },
      });
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" });
      setServerFieldErrors(error, ["reason"] as const, form.setError);
    }
  });

  return (
    <FormDialog
      isOpen
      title={absence.status === "late" ? "Justifier le retard" : "Justifier l'absence"}
      submitLabel="Justifier"
      isPending={excuse.isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {listName(absence.student)} · {absence.course.title} · {formatDate(absence.startsAt)}{" "}
        {formatTimeRange(absence.startsAt, absence.endsAt)}
      </Typography>
      <TextField
        {...register("reason")}
        label="Motif"
        required
        multiline
        minRows={2}
        autoFocus
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? "Certificat médical, convocation…"}
        fullWidth
      />
    </FormDialog>
  );
}
