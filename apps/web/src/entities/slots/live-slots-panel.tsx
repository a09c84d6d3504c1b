import type { Slot } from "@campus/contracts/slots";
import PlayCircleOutlined from "@mui/icons-material/PlayCircleOutlined";
import ScheduleOutlined from "@mui/icons-material/ScheduleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Divider from "@mui/material/Divider";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate, formatTimeRange } from "../../lib/dates.ts";
import { LoadErrorAlert } from "../../ui/load-error-alert.tsx";
import { useLiveSlots } from "./live-slots.ts";
import { slotPlace } from "./slot-place.ts";
import { VideoLinkButton } from "./video-link-button.tsx";

interface LiveCardProps {
  title: string;
  icon: ReactNode;
  slots: Slot[];
  emptyText: string;
  hrefOf: (slot: Slot) => string;
  linkLabel: string;
  isHighlighted?: boolean;
}

function LiveSlot({
  slot,
  hrefOf,
  linkLabel,
}: {
  slot: Slot;
  hrefOf: (slot: Slot) => string;
  linkLabel: string;
}) {
  return (
    <div>
      <Typography variant="h6" component="p" sx={{ overflowWrap: "anywhere" }}>
        {slot.course.title}
      </Typography>
      {slot.course.thematicTitle ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {slot.course.thematicTitle}
        </Typography>
      ) : null}
      <Typography>
        {formatDate(slot.startsAt)} · {formatTimeRange(slot.startsAt, slot.endsAt)}
      </Typography>
      <Typography color="text.secondary">{slotPlace(slot)}</Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1, mt: 2 }}>
        <Button component={Link} to={hrefOf(slot)} size="small" variant="contained">
          {linkLabel}
        </Button>
        {slot.videoLink ? <VideoLinkButton href={slot.videoLink} /> : null}
      </Box>
    </div>
  );
}

function LiveCard({
  title,
  icon,
  slots,
  emptyText,
  hrefOf,
  linkLabel,
  isHighlighted = false,
}: LiveCardProps) {
  const hasSlots = slots.length > 0;
  return (
    <Card
      component="section"
      aria-label={title}
      sx={{
        height: "100%",
        borderLeft: 4,
        borderColor: hasSlots && isHighlighted ? "error.main" : hasSlots ? "primary.main" : "divider",
      }}
    >
      <CardContent>
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1, color: "text.secondary" }}>
          {icon}
          <Typography variant="overline" component="h2" sx={{ lineHeight: 1.5 }}>
            {title}
          </Typography>
        </Box>
        {hasSlots ? (
          <Stack divider={<Divider flexItem />} spacing={2}>
            {slots.map((slot) => (
              <LiveSlot key={slot.id} slot={slot} hrefOf={hrefOf} linkLabel={linkLabel} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary">{emptyText}</Typography>
        )}
      </CardContent>
    </Card>
  );
}

interface LiveSlotsPanelProps {
  hrefOf: (slot: Slot) => string;
  linkLabel: string;
}

/** The slots running now and the next one of the signed-in user (refreshed every 15 minutes). */
export function LiveSlotsPanel({ hrefOf, linkLabel }: LiveSlotsPanelProps) {
  const live = useLiveSlots();
  if (live.isPending) {
    return (
      <Box
        sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}
        aria-busy="true"
      >
        <Skeleton variant="rounded" height={170} />
        <Skeleton variant="rounded" height={170} />
      </Box>
    );
  }
  if (live.isError) {
    return <LoadErrorAlert query={live} message="Impossible de charger la séance en cours." />;
  }
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
      <LiveCard
        title="En cours"
        icon={<PlayCircleOutlined fontSize="small" />}
        slots={live.data.live}
        emptyText="Aucune séance en cours."
        hrefOf={hrefOf}
        linkLabel={linkLabel}
        isHighlighted
      />
      <LiveCard
        title="Prochaine séance"
        icon={<ScheduleOutlined fontSize="small" />}
        slots={live.data.next ? [live.data.next] : []}
        emptyText="Aucune séance à venir."
        hrefOf={hrefOf}
        linkLabel={linkLabel}
      />
    </Box>
  );
}
