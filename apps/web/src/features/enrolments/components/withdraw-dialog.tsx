import type { Enrolment } from "@campus/contracts/enrolments";
import { plural } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { todayInput } from "../../../lib/dates.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useWithdrawEnrolments } from "../api/withdraw-enrolments.ts";
import { enrolmentKey, enrolmentName } from "./enrolment-columns.tsx";
import { RefusalAlert } from "./refusal-alert.tsx";

/** How many of the enrolments the dialog names before « et N autres ». */
const NAMED = 5;
const REASON_MAX = 500;

interface WithdrawDialogProps {
  enrolments: readonly Enrolment[];
  onClose: () => void;
  onWithdrawn: () => void;
}

/**
 * « Retirer du cours »: the enrolments chosen end on the day given, for an optional reason, all or none.
 * The history keeps them; the course's roster no longer shows them.
 */
export function WithdrawDialog({ enrolments, onClose, onWithdrawn }: WithdrawDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const withdraw = useWithdrawEnrolments();
  const [effectiveOn, setEffectiveOn] = useState(todayInput);
  const [reason, setReason] = useState("");
  const [isDateMissing, setIsDateMissing] = useState(false);
  const count = enrolments.length;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (effectiveOn === "") {
      setIsDateMissing(true);
      return;
    }
    try {
      const { withdrawn } = await withdraw.mutateAsync({
        enrolments: enrolments.map((enrolment) => ({
          courseId: enrolment.course.id,
          studentId: enrolment.student.id,
        })),
        effectiveOn,
        reason: reason.trim() || null,
      });
      enqueueSnackbar(
        withdrawn === 1 ? "1 inscription retirée" : `${plural(withdrawn, "inscription")} retirées`,
        {
          variant: "success",
        },
      );
      onWithdrawn();
    } catch {
      // Said in the dialog, which stays open.
    }
  };

  return (
    <FormDialog
      isOpen
      title={count === 1 ? "Retirer du cours" : `Retirer ${plural(count, "inscription")}`}
      submitLabel="Retirer"
      isPending={withdraw.isPending}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
    >
      <Stack spacing={2}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {count === 1 ? "L'inscription suivante prend fin :" : "Les inscriptions suivantes prennent fin :"}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, pl: 2.5 }}>
            {enrolments.slice(0, NAMED).map((enrolment) => (
              <li key={enrolmentKey(enrolment)}>{enrolmentName(enrolment)}</li>
            ))}
            {count > NAMED ? <li>et {plural(count - NAMED, "autre")}</li> : null}
          </Box>
        </Box>
        {withdraw.isError ? <RefusalAlert error={withdraw.error} failure={MESSAGES.saveKo} /> : null}
        <DateField
          label="Date d'effet"
          required
          value={effectiveOn}
          onChange={(value) => {
            setEffectiveOn(value);
            setIsDateMissing(false);
          }}
          error={isDateMissing}
          helperText={isDateMissing ? "Indiquez la date à laquelle le retrait prend effet" : undefined}
          fullWidth
        />
        <TextField
          label="Motif (facultatif)"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
          helperText="Gardé dans l'historique des inscriptions."
        />
      </Stack>
    </FormDialog>
  );
}
