import { MODE_LABELS, type SlotMode, type SlotStatus, STATUS_LABELS } from "@campus/contracts/slot-labels";
import Chip, { type ChipProps } from "@mui/material/Chip";

const STATUS_COLORS: Record<SlotStatus, ChipProps["color"]> = {
  proposed: "warning",
  validated: "info",
  held: "success",
  cancelled: "default",
};

/** A slot's status (proposé, validé, réalisé, annulé) as a coloured chip. */
export function SlotStatusChip({ status, size = "small" }: { status: SlotStatus; size?: ChipProps["size"] }) {
  return (
    <Chip
      size={size}
      color={STATUS_COLORS[status]}
      variant={status === "cancelled" ? "outlined" : "filled"}
      label={STATUS_LABELS[status]}
      data-testid="slot-status"
    />
  );
}

/** Présentiel, Distanciel or Hybride. */
export function SlotModeChip({ mode }: { mode: SlotMode }) {
  return <Chip size="small" variant="outlined" label={MODE_LABELS[mode]} />;
}
