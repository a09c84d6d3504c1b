import { MESSAGES } from "@campus/contracts/messages";
import { canForceSlot, type SlotForce, slotForceSchema } from "@campus/contracts/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { failureMessage } from "../../../lib/failure-message.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";
import { type LearnerConflict, learnerConflictOf } from "./slot-errors.ts";

const TITLE = "Apprenants déjà en séance";

function ConflictText({ conflict }: { conflict: LearnerConflict }) {
  return (
    <>
      <Alert severity="warning" sx={{ mb: 1.5 }}>
        {conflict.message}
      </Alert>
      {/* A whole class may be named: the list scrolls, keyboard included, under the sentence. */}
      <Box
        component="ul"
        aria-label="Apprenants concernés"
        tabIndex={0}
        sx={{ m: 0, mb: 2, pl: 3, maxHeight: "12rem", overflowY: "auto", columns: { sm: 2 }, columnGap: 4 }}
      >
        {conflict.names.map((name, index) => (
          // Two learners may share a name: the position tells them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed while shown
          <Typography component="li" variant="body2" key={index}>
            {name}
          </Typography>
        ))}
      </Box>
    </>
  );
}

interface LearnerConflictDialogProps {
  conflict: LearnerConflict;
  /** An administrator may book anyway, giving a reason. */
  canForce: boolean;
  /** Makes the same booking again, forced; throws when it fails again. */
  onForce: (force: SlotForce) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The learners already in another slot at the time, by name; an administrator may « Forcer » the
 * booking with a required reason (kept in the audit log).
 */
export function LearnerConflictDialog({ conflict, canForce, onForce, onClose }: LearnerConflictDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<SlotForce>({ resolver: zodResolver(slotForceSchema), defaultValues: { reason: "" } });
  const [isPending, setIsPending] = useState(false);
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit(async (force) => {
    setIsPending(true);
    try {
      await onForce(force);
      onClose();
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" });
    } finally {
      setIsPending(false);
    }
  });

  if (!canForce) {
    return (
      <TitledDialog title={TITLE} onClose={onClose}>
        <DialogContent>
          <ConflictText conflict={conflict} />
          <Typography variant="body2" color="text.secondary">
            Choisissez un autre créneau, ou demandez à un administrateur de forcer la séance.
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} variant="contained">
            Fermer
          </Button>
        </DialogActions>
      </TitledDialog>
    );
  }
  return (
    <FormDialog
      isOpen
      title={TITLE}
      submitLabel="Forcer"
      isPending={isPending}
      onSubmit={handleSubmit}
      onClose={onClose}
    >
      <ConflictText conflict={conflict} />
      <TextField
        label="Raison"
        required
        multiline
        minRows={2}
        fullWidth
        {...form.register("reason")}
        error={Boolean(errors.reason)}
        helperText={errors.reason?.message ?? "Conservée dans le journal d'audit."}
      />
    </FormDialog>
  );
}

/**
 * Catches a learners' conflict of a booking (propose, edit, move, validate) and shows it, with the
 * administrator's « Forcer »: `catchConflict(error, retry)` is true when it did.
 */
export function useLearnerConflict(): {
  catchConflict: (error: unknown, retry: (force: SlotForce) => Promise<unknown>) => boolean;
  dialog: ReactNode;
} {
  const me = useCurrentUser();
  const [pending, setPending] = useState<{
    conflict: LearnerConflict;
    retry: (force: SlotForce) => Promise<unknown>;
  } | null>(null);
  const catchConflict = (error: unknown, retry: (force: SlotForce) => Promise<unknown>) => {
    const conflict = learnerConflictOf(error);
    if (!conflict) return false;
    setPending({ conflict, retry });
    return true;
  };
  const dialog = pending ? (
    <LearnerConflictDialog
      conflict={pending.conflict}
      canForce={canForceSlot(me.roles)}
      onForce={pending.retry}
      onClose={() => setPending(null)}
    />
  ) : null;
  return { catchConflict, dialog };
}
