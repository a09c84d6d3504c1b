import type { CalendarEvent } from "@campus/contracts/calendar";
import { slotPagePath } from "@campus/contracts/slot-paths";
import { MODE_LABELS } from "@campus/contracts/slots";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { SlotStatusChip, VideoLinkButton } from "../../../entities/slots/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDate, formatTimeRange } from "../../../lib/dates.ts";
import { DetailField } from "../../../ui/detail-field.tsx";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";

/** The slot behind a calendar event: its course, teacher, room, mode, link, homework and status. */
export function SlotEventDialog({ slot, onClose }: { slot: CalendarEvent; onClose: () => void }) {
  const me = useCurrentUser();
  return (
    <TitledDialog title={slot.course.title} onClose={onClose}>
      <DialogContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <SlotStatusChip status={slot.status} />
            <Typography variant="body2" color="text.secondary">
              {formatDate(slot.startsAt)} · {formatTimeRange(slot.startsAt, slot.endsAt)}
            </Typography>
          </Stack>
          <DetailField label="Titre thématique" value={slot.course.thematicTitle || "—"} />
          <DetailField label="Professeur" value={slot.teacher?.name ?? "—"} />
          <DetailField label="Salle" value={slot.room ?? "—"} />
          <DetailField label="Mode" value={MODE_LABELS[slot.mode]} />
          <DetailField label="Travail à faire" value={slot.homework || "—"} />
          {slot.videoLink ? <VideoLinkButton href={slot.videoLink} /> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button component={Link} to={slotPagePath({ id: slot.id, courseId: slot.course.id }, me.roles)}>
          Voir la séance
        </Button>
        <Button onClick={onClose} variant="contained">
          Fermer
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
