import { MESSAGES } from "@campus/contracts/messages";
import type { SlotForce, SlotStatus } from "@campus/contracts/slots";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import DoneAllOutlined from "@mui/icons-material/DoneAllOutlined";
import EventBusyOutlined from "@mui/icons-material/EventBusyOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { type SyntheticEvent, useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useChangeSlotStatus } from "../api/change-slot-status.ts";
import { useLearnerConflict } from "./learner-conflict-dialog.tsx";

/** The moves made at once, without a confirmation (cancelling asks first). */
const DIRECT_MOVES = [
  { status: "validated", label: "Valider", color: "success", icon: <CheckCircleOutlined /> },
  { status: "held", label: "Marquer comme réalisée", color: "primary", icon: <DoneAllOutlined /> },
] as const;

interface SlotStatusActionsProps {
  slotId: string;
  /** The moves the API allows the caller now (`allowedStatuses`, or "proposed → validated/cancelled"). */
  allowedStatuses: readonly SlotStatus[];
  size?: "small" | "medium";
  /** A short description of the slot for the cancel confirmation ("Bases de données, 23/11/2026"). */
  slotLabel: string;
}

/** Valider, Annuler (after a confirmation) and Marquer comme réalisée, as the caller may. */
export function SlotStatusActions({
  slotId,
  allowedStatuses,
  size = "medium",
  slotLabel,
}: SlotStatusActionsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const changeStatus = useChangeSlotStatus();
  const conflicts = useLearnerConflict();
  const [isConfirmingCancel, setIsConfirmingCancel] = useState(false);
  const [pendingStatus, setPendingStatus] = useState<SlotStatus | null>(null);

  const handleChange = (status: SlotStatus) => {
    setPendingStatus(status);
    changeStatus.mutate(
      { id: slotId, status },
      {
        onSuccess: () => enqueueSnackbar(MESSAGES.statusOk, { variant: "success" }),
        onError: (error) => {
          const retry = async (force: SlotForce) => {
            await changeStatus.mutateAsync({ id: slotId, status, force });
            enqueueSnackbar(MESSAGES.statusOk, { variant: "success" });
          };
          if (conflicts.catchConflict(error, retry)) return;
          enqueueSnackbar(failureMessage(MESSAGES.statusKo, error), { variant: "error" });
        },
        onSettled: () => {
          setPendingStatus(null);
          setIsConfirmingCancel(false);
        },
      },
    );
  };
  const isPending = (status: SlotStatus) => changeStatus.isPending && pendingStatus === status;

  // Inside a clickable table row, neither the buttons nor the dialog (a portal, whose events
  // bubble through React's tree) may open the row.
  const stop = (event: SyntheticEvent) => event.stopPropagation();

  return (
    <Box component="span" onClick={stop} onKeyDown={stop} sx={{ display: "contents" }}>
      {DIRECT_MOVES.filter((move) => allowedStatuses.includes(move.status)).map((move) => (
        <Button
          key={move.status}
          size={size}
          variant="contained"
          color={move.color}
          startIcon={move.icon}
          loading={isPending(move.status)}
          disabled={changeStatus.isPending}
          onClick={() => handleChange(move.status)}
        >
          {move.label}
        </Button>
      ))}
      {allowedStatuses.includes("cancelled") ? (
        <Button
          size={size}
          variant="outlined"
          color="error"
          startIcon={<EventBusyOutlined />}
          disabled={changeStatus.isPending}
          onClick={() => setIsConfirmingCancel(true)}
        >
          Annuler
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={isConfirmingCancel}
        title="Annuler cette séance ?"
        message={`${slotLabel} : la séance sera annulée et ne pourra plus être modifiée.`}
        confirmLabel="Annuler la séance"
        isDestructive
        isPending={isPending("cancelled")}
        onConfirm={() => handleChange("cancelled")}
        onClose={() => setIsConfirmingCancel(false)}
      />
      {conflicts.dialog}
    </Box>
  );
}
