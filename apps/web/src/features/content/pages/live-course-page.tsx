import { isRemoteSigningMode, remoteCheckInPath } from "@campus/contracts/slot-labels";
import type { Slot } from "@campus/contracts/slots";
import DrawOutlined from "@mui/icons-material/DrawOutlined";
import VideocamOutlined from "@mui/icons-material/VideocamOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useEffect } from "react";
import { Link } from "react-router";
import { formatDate, formatTimeRange } from "../../../lib/dates.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useLiveCourse } from "../api/live-course.ts";
import { setActivity } from "../components/activity.ts";

const TITLE = "Cours en direct";

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography sx={{ overflowWrap: "anywhere" }}>{value}</Typography>
    </Box>
  );
}

function SlotCard({ slot, isLive }: { slot: Slot; isLive: boolean }) {
  return (
    <Card
      component="section"
      aria-label={isLive ? "Séance en cours" : "Prochaine séance"}
      sx={{ borderLeft: 4, borderColor: isLive ? "error.main" : "primary.main" }}
    >
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
          <Chip
            size="small"
            color={isLive ? "error" : "primary"}
            label={isLive ? "En direct" : "Prochaine séance"}
          />
          <Typography variant="h5" component="h2" sx={{ overflowWrap: "anywhere" }}>
            {slot.course.title}
          </Typography>
        </Box>
        {slot.course.thematicTitle ? (
          <Typography color="text.secondary">{slot.course.thematicTitle}</Typography>
        ) : null}
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" } }}>
          <Fact label="Date" value={formatDate(slot.startsAt)} />
          <Fact label="Horaires" value={formatTimeRange(slot.startsAt, slot.endsAt)} />
          <Fact label="Salle" value={slot.room ?? "—"} />
          <Fact label="Professeur" value={slot.teacher?.name ?? "—"} />
        </Box>
        {slot.videoLink || (isLive && isRemoteSigningMode(slot.mode)) ? (
          <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
            {slot.videoLink ? (
              <Button
                variant="contained"
                href={slot.videoLink}
                target="_blank"
                rel="noopener noreferrer"
                startIcon={<VideocamOutlined />}
              >
                Rejoindre la visio
              </Button>
            ) : null}
            {isLive && isRemoteSigningMode(slot.mode) ? (
              <Button
                component={Link}
                to={remoteCheckInPath(slot)}
                variant="outlined"
                startIcon={<DrawOutlined />}
              >
                Signer ma présence
              </Button>
            ) : null}
          </Box>
        ) : null}
        <Box>
          <Typography variant="subtitle2" component="h3">
            Travail à faire
          </Typography>
          <Typography
            color={slot.homework ? "text.primary" : "text.secondary"}
            sx={{ whiteSpace: "pre-wrap" }}
          >
            {slot.homework || "Aucun travail indiqué."}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

/** `/dashboard/livecourse`: the running slot (room, teacher, video call, homework), or the next one. */
export function LiveCoursePage() {
  usePageTitle(TITLE);
  const live = useLiveCourse();
  const liveCourseId = live.data?.live[0]?.course.id ?? null;
  const isLive = liveCourseId !== null;
  // Time on this page while a course runs counts as live time on that course (the connection record
  // of a distance slot).
  useEffect(() => {
    setActivity(liveCourseId ? "live" : "page", liveCourseId);
    return () => setActivity("page");
  }, [liveCourseId]);

  return (
    <>
      <PageHeader title={TITLE} />
      {live.isPending ? (
        <Skeleton variant="rounded" height={240} />
      ) : live.isError ? (
        <LoadErrorAlert query={live} message="Impossible de charger le cours en direct." />
      ) : isLive ? (
        <Box sx={{ display: "grid", gap: 2 }}>
          {live.data.live.map((slot) => (
            <SlotCard key={slot.id} slot={slot} isLive />
          ))}
        </Box>
      ) : live.data.next ? (
        <>
          <Alert severity="info" sx={{ mb: 2 }}>
            Aucun cours en direct pour le moment.
          </Alert>
          <SlotCard slot={live.data.next} isLive={false} />
        </>
      ) : (
        <Typography color="text.secondary">Aucun cours en direct ni à venir.</Typography>
      )}
    </>
  );
}
