import { isAdministrator } from "@campus/contracts/roles";
import type { SlotDetail } from "@campus/contracts/slots";
import EditOutlined from "@mui/icons-material/EditOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { SlotModeChip, SlotStatusChip, VideoLinkButton } from "../../../entities/slots/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDate, formatLongDay, formatTimeRange } from "../../../lib/dates.ts";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SlotStatusActions } from "./slot-status-actions.tsx";

// The forms load with their dialog, not with the page.
const EditSlotDialog = loadWhenShown(() =>
  import("./edit-slot-dialog.tsx").then((module) => module.EditSlotDialog),
);

/** Whether the caller may change the slot's times, room, mode and link now (the API's rule). */
export function canEditLogistics(slot: SlotDetail, isAdmin: boolean): boolean {
  if (!slot.canEdit || slot.status === "cancelled") return false;
  return isAdmin || slot.status === "proposed" || slot.status === "validated";
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Box>
  );
}

interface SlotHeaderProps {
  slot: SlotDetail;
  /** A link back to the list the user came from, first among the actions. */
  backAction?: ReactNode;
}

/**
 * The top of a slot's pages: course, day, times, room, mode, teacher, the video link, the status,
 * and what the caller may do (Valider, Annuler, Marquer comme réalisée, Modifier).
 */
export function SlotHeader({ slot, backAction }: SlotHeaderProps) {
  const me = useCurrentUser();
  const isAdmin = isAdministrator(me.roles);
  const [isEditing, setIsEditing] = useState(false);
  const day = formatLongDay(slot.startsAt);

  return (
    <>
      <PageHeader
        title={slot.course.title}
        subtitle={slot.course.thematicTitle || undefined}
        actions={
          <>
            {backAction}
            {canEditLogistics(slot, isAdmin) ? (
              <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setIsEditing(true)}>
                Modifier
              </Button>
            ) : null}
            <SlotStatusActions
              slotId={slot.id}
              allowedStatuses={slot.allowedStatuses}
              slotLabel={`${slot.course.title}, ${formatDate(slot.startsAt)}`}
            />
          </>
        }
      />
      <Card sx={{ mb: 3 }}>
        <CardContent>
          <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1, mb: 2 }}>
            <SlotStatusChip status={slot.status} size="medium" />
            <SlotModeChip mode={slot.mode} />
            {slot.videoLink && slot.status !== "cancelled" ? (
              <VideoLinkButton href={slot.videoLink} variant="contained" sx={{ ml: { sm: "auto" } }} />
            ) : null}
          </Box>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: "grid",
              gap: 2,
              gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
            }}
          >
            <Fact label="Date">{day.charAt(0).toUpperCase() + day.slice(1)}</Fact>
            <Fact label="Horaires">{formatTimeRange(slot.startsAt, slot.endsAt)}</Fact>
            <Fact label="Salle">{slot.room ?? "—"}</Fact>
            <Fact label="Professeur">{slot.teacher?.name ?? "—"}</Fact>
          </Box>
        </CardContent>
      </Card>
      {isEditing ? <EditSlotDialog slot={slot} onClose={() => setIsEditing(false)} /> : null}
    </>
  );
}
