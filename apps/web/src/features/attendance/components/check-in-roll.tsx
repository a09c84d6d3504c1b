import { ATTENDANCE_LABELS, type AttendanceItem, MARK_SOURCE_LABELS } from "@campus/contracts/attendance";
import { listName } from "@campus/contracts/people";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { formatTime } from "../../../lib/dates.ts";

const STATUS_COLORS = { present: "success", absent: "error", late: "warning" } as const;

/** A student's line on the projector: signed (with the time), marked by hand, or « Faire signer ici ». */
function RollLine({
  item,
  canSignHere,
  onSignHere,
}: {
  item: AttendanceItem;
  canSignHere: boolean;
  onSignHere: (item: AttendanceItem) => void;
}) {
  const { mark } = item;
  const name = listName(item.student);
  const markLabel = mark
    ? mark.status === "late" && mark.lateMinutes
      ? `${ATTENDANCE_LABELS.late} (${mark.lateMinutes} min)`
      : ATTENDANCE_LABELS[mark.status]
    : null;
  return (
    <Box
      component="li"
      data-testid="check-in-roll-line"
      sx={{
        display: "flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 1,
        py: 1,
        px: 1.5,
        borderBottom: 1,
        borderColor: "divider",
      }}
    >
      <Typography sx={{ flex: "1 1 160px", fontWeight: 600, overflowWrap: "anywhere" }}>{name}</Typography>
      {mark && markLabel ? <Chip size="small" color={STATUS_COLORS[mark.status]} label={markLabel} /> : null}
      {mark?.signedAt ? (
        <Typography variant="body2" color="text.secondary">
          Signé à {formatTime(mark.signedAt)}
        </Typography>
      ) : mark ? (
        <Typography variant="body2" color="text.secondary">
          {MARK_SOURCE_LABELS.teacher}
        </Typography>
      ) : null}
      {!mark?.signedAt && canSignHere ? (
        <Button size="small" variant="outlined" onClick={() => onSignHere(item)}>
          Faire signer ici
        </Button>
      ) : null}
    </Box>
  );
}

/** The roll as it fills in: the signed count, then every student of the course. */
export function CheckInRoll({
  items,
  canSignHere,
  onSignHere,
}: {
  items: readonly AttendanceItem[];
  canSignHere: boolean;
  onSignHere: (item: AttendanceItem) => void;
}) {
  const signed = items.filter((item) => item.mark?.signedAt).length;
  return (
    <Box>
      <Typography variant="h6" component="h2" aria-live="polite" data-testid="check-in-count" sx={{ mb: 1 }}>
        {signed} / {items.length} {items.length > 1 ? "ont émargé" : "a émargé"}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">Aucun apprenant inscrit à ce cours.</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, borderTop: 1, borderColor: "divider" }}>
          {items.map((item) => (
            <RollLine key={item.student.id} item={item} canSignHere={canSignHere} onSignHere={onSignHere} />
          ))}
        </Box>
      )}
    </Box>
  );
}
