import { formatNumber } from "@campus/contracts/format-number";
import type { Slot } from "@campus/contracts/slots";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { SlotStatusChip, VideoLinkButton } from "../../../entities/slots/index.ts";
import { slotDay, slotHours, slotPlace } from "./slot-format.ts";
import { StudentSlotFiles } from "./student-slot-files.tsx";

/** A titled text of the slot (« Travail à faire », « Contenu de la séance »), kept as typed. */
function SlotText({ title, text }: { title: string; text: string }) {
  return (
    <Box>
      <Typography variant="body2" component="h4" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
        {text}
      </Typography>
    </Box>
  );
}

/** What the teacher left on the slot: the video call while it can still be joined, homework, content, files. */
function SlotExtras({ slot, when, now }: { slot: Slot; when: string; now: number }) {
  const canJoin =
    slot.videoLink !== null && slot.status !== "cancelled" && new Date(slot.endsAt).getTime() > now;
  const homework = slot.homework.trim();
  const report = slot.report.trim();
  if (!canJoin && !homework && !report && slot.fileCount === 0) return null;
  return (
    <Box sx={{ display: "grid", gap: 1, mt: 1, width: "100%" }}>
      {canJoin && slot.videoLink ? (
        <Box>
          <VideoLinkButton href={slot.videoLink} />
        </Box>
      ) : null}
      {homework ? <SlotText title="Travail à faire" text={homework} /> : null}
      {report ? <SlotText title="Contenu de la séance" text={report} /> : null}
      {slot.fileCount > 0 ? (
        <StudentSlotFiles slotId={slot.id} label={`Fichiers de la séance du ${when}`} />
      ) : null}
    </Box>
  );
}

interface StudentSlotListProps {
  slots: readonly Slot[];
  /** The list's accessible name ("Séances à venir"). */
  label: string;
  emptyText: string;
  /** The slot running now, marked « En cours ». */
  liveSlotId?: string | null;
  /** How many lines show before « Voir toutes les séances ». */
  limit?: number;
}

/**
 * A student's slots of one course: day and hours, room, teacher and status, then the video call
 * link, homework, content and files the teacher left (the slot sheets are the staff's); fits a phone.
 */
export function StudentSlotList({
  slots,
  label,
  emptyText,
  liveSlotId,
  limit = Number.POSITIVE_INFINITY,
}: StudentSlotListProps) {
  const [isExpanded, setIsExpanded] = useState(false);
  const [now] = useState(() => Date.now());
  if (slots.length === 0) {
    return <Typography color="text.secondary">{emptyText}</Typography>;
  }
  const shown = isExpanded ? slots : slots.slice(0, limit);
  return (
    <>
      <Box component="ul" aria-label={label} sx={{ listStyle: "none", m: 0, p: 0 }}>
        {shown.map((slot, index) => {
          const when = `${slotDay(slot)} · ${slotHours(slot)}`;
          return (
            <Box
              component="li"
              key={slot.id}
              sx={{
                py: 1.25,
                borderTop: index === 0 ? 0 : 1,
                borderColor: "divider",
                display: "flex",
                flexWrap: "wrap",
                gap: 1,
                alignItems: "center",
                justifyContent: "space-between",
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {when}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[slotPlace(slot), slot.teacher?.name].filter(Boolean).join(" · ")}
                </Typography>
              </Box>
              <Box sx={{ display: "flex", gap: 1 }}>
                {slot.id === liveSlotId ? <Chip label="En cours" color="error" size="small" /> : null}
                <SlotStatusChip status={slot.status} />
              </Box>
              <SlotExtras slot={slot} when={when} now={now} />
            </Box>
          );
        })}
      </Box>
      {shown.length < slots.length ? (
        <Button size="small" onClick={() => setIsExpanded(true)} sx={{ mt: 1 }}>
          Voir toutes les séances ({formatNumber(slots.length)})
        </Button>
      ) : null}
    </>
  );
}
