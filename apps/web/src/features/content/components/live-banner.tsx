import { isRemoteSigningMode, remoteCheckInPath } from "@campus/contracts/slot-labels";
import type { Slot } from "@campus/contracts/slots";
import DrawOutlined from "@mui/icons-material/DrawOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Link } from "react-router";
import { formatDate, formatTimeRange, toDateInput, todayInput } from "../../../lib/dates.ts";
import { useLiveCourse } from "../api/live-course.ts";

export const LIVE_COURSE_PATH = "/dashboard/livecourse";

interface BannerLine {
  title: string;
  date: string;
  hours: string;
  room: string;
  isToday: boolean;
}

/** The banner's words for a slot; blank when a date cannot be read (the specification's rule). */
function bannerLine(slot: Slot): BannerLine | null {
  const date = formatDate(slot.startsAt);
  if (date === "—" || formatDate(slot.endsAt) === "—") return null;
  return {
    title: slot.course.thematicTitle || slot.course.title,
    date,
    hours: formatTimeRange(slot.startsAt, slot.endsAt),
    room: slot.room ?? "—",
    isToday: toDateInput(slot.startsAt) === todayInput(),
  };
}

/**
 * On a short screen (a 1366×768 laptop, a phone's menu) the banner folds to its label, title and time,
 * so that it never hides the menu above it.
 */
const SHORT_SCREEN = "(max-height: 900px)";
const NO_WRAP = { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } as const;

function Item({ label, slot, isLive }: { label: string; slot: Slot; isLive: boolean }) {
  const line = bannerLine(slot);
  const isFolded = useMediaQuery(SHORT_SCREEN);
  return (
    <Box
      component={Link}
      to={LIVE_COURSE_PATH}
      sx={{
        display: "block",
        p: isFolded ? 1 : 1.25,
        borderRadius: 1.5,
        textDecoration: "none",
        color: "text.primary",
        bgcolor: isLive ? "error.main" : "action.hover",
        ...(isLive ? { color: "error.contrastText" } : {}),
      }}
    >
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.4 }}>
        {label}
      </Typography>
      <Typography variant="subtitle2" component="p" sx={isFolded ? NO_WRAP : { overflowWrap: "anywhere" }}>
        {line?.title ?? ""}
      </Typography>
      {isFolded ? (
        <Typography variant="body2" component="p" sx={NO_WRAP}>
          {line ? `${line.isToday ? "" : `${line.date} · `}${line.hours} · Salle : ${line.room}` : ""}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" component="p">
            {line ? `${line.date} · ${line.hours}` : ""}
          </Typography>
          <Typography variant="body2" component="p">
            {line ? `Salle : ${line.room}` : ""}
          </Typography>
        </>
      )}
    </Box>
  );
}

/**
 * The students' live-course banner of the side menu: the course running now and the next one; a
 * distance or hybrid course running offers « Signer ma présence » (the check-in page, without a code).
 * Refreshed every 15 minutes and when a slot changes; nothing without an item; blank on an error.
 */
export function LiveBanner() {
  const live = useLiveCourse();
  if (live.isPending) return null;
  if (live.isError) {
    return <Box data-testid="live-banner" aria-label="Cours en direct" sx={{ mx: 2, mb: 2, minHeight: 8 }} />;
  }
  const current = live.data.live[0];
  const next = live.data.next;
  if (!current && !next) return null;
  return (
    <Box
      component="section"
      data-testid="live-banner"
      aria-label="Cours en direct"
      sx={{ mx: 2, mb: 2, display: "grid", gridTemplateColumns: "minmax(0, 1fr)", gap: 1 }}
    >
      {current ? <Item label="En direct" slot={current} isLive /> : null}
      {current && isRemoteSigningMode(current.mode) ? (
        <Button
          component={Link}
          to={remoteCheckInPath(current)}
          variant="outlined"
          size="small"
          startIcon={<DrawOutlined />}
          aria-label={`Signer ma présence : ${current.course.title}`}
        >
          Signer ma présence
        </Button>
      ) : null}
      {next ? <Item label="Prochain cours" slot={next} isLive={false} /> : null}
    </Box>
  );
}
