import type { AttendanceItem } from "@campus/contracts/attendance";
import { listName } from "@campus/contracts/people";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Fullscreen from "@mui/icons-material/Fullscreen";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { slotAttendanceQueryKey } from "../../../entities/attendance/index.ts";
import { useSlot } from "../../../entities/slots/index.ts";
import { formatDate, formatDateTime, formatTimeRange } from "../../../lib/dates.ts";
import { useLiveEvent } from "../../../lib/live-events/live-events-provider.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCheckInDisplay } from "../api/check-in-display.ts";
import { useSignAsTeacher } from "../api/sign-as-teacher.ts";
import { useSignOnSite } from "../api/sign-on-site.ts";
import { useSlotAttendance } from "../api/slot-attendance.ts";
import { CheckInCodePanel } from "../components/check-in-code-panel.tsx";
import { CheckInRoll } from "../components/check-in-roll.tsx";
import { SignatureDialog } from "../components/signature-dialog.tsx";

const sheetPath = (slotId: string) => `/dashboard/sessionfac/${encodeURIComponent(slotId)}`;

function handleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen();
  else void document.documentElement.requestFullscreen?.();
}

/** `/dashboard/sessionfac/:uid/emargement`: the projector's screen of a slot's check-in. */
export function CheckInProjectorPage() {
  const { uid = "" } = useParams();
  const client = useQueryClient();
  const slot = useSlot(uid);
  const display = useCheckInDisplay(uid);
  const roll = useSlotAttendance(uid);
  const signOnSite = useSignOnSite(uid);
  const signAsTeacher = useSignAsTeacher(uid);
  const [signer, setSigner] = useState<AttendanceItem | null>(null);
  const [isTeacherSigning, setIsTeacherSigning] = useState(false);
  usePageTitle(slot.data ? `Émargement du ${formatDate(slot.data.startsAt)}` : "Émargement");
  useLiveEvent("attendance.signed", (data) => {
    if (data.slotId === uid) void client.invalidateQueries({ queryKey: slotAttendanceQueryKey(uid) });
  });

  const back = (
    <Button component={Link} to={sheetPath(uid)} startIcon={<ArrowBack />} color="inherit">
      Feuille de séance
    </Button>
  );
  if (slot.isError || display.isError) {
    return (
      <Box sx={{ p: 2, display: "grid", gap: 2 }}>
        <Box>{back}</Box>
        <LoadErrorAlert
          query={slot.isError ? slot : display}
          message="L'émargement n'a pas pu être chargé."
          missingMessage="Cette séance n'existe pas ou n'est pas la vôtre."
        />
      </Box>
    );
  }
  const isOpen = display.data?.state === "open";
  const teacherSignature = display.data?.teacherSignature ?? null;
  const hasStarted = slot.data ? new Date(slot.data.startsAt).getTime() <= Date.now() : false;

  return (
    <Box sx={{ display: "grid", gap: 2 }}>
      <Box sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 1 }}>
        {back}
        <Box sx={{ flex: "1 1 240px", minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ overflowWrap: "anywhere" }}>
            Émargement{slot.data ? ` — ${slot.data.course.title}` : ""}
          </Typography>
          {slot.data ? (
            <Typography color="text.secondary">
              {formatDate(slot.data.startsAt)}, {formatTimeRange(slot.data.startsAt, slot.data.endsAt)}
              {slot.data.room ? ` · ${slot.data.room}` : ""}
            </Typography>
          ) : null}
        </Box>
        <Button startIcon={<Fullscreen />} onClick={handleFullScreen} variant="outlined">
          Plein écran
        </Button>
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
          alignItems: "start",
        }}
      >
        <Card>
          <CardContent>
            {display.data ? (
              <CheckInCodePanel display={display.data} />
            ) : (
              <Skeleton variant="rounded" height={420} aria-label="Chargement du code" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            {roll.isError ? (
              <LoadErrorAlert query={roll} message="La liste des apprenants n'a pas pu être chargée." />
            ) : roll.data ? (
              <CheckInRoll items={roll.data.items} canSignHere={isOpen} onSignHere={setSigner} />
            ) : (
              <Box aria-busy="true" sx={{ display: "grid", gap: 1 }}>
                {[0, 1, 2, 3].map((index) => (
                  <Skeleton key={index} variant="rounded" height={40} />
                ))}
              </Box>
            )}
            <Box sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: "divider" }}>
              {teacherSignature ? (
                <Alert severity="success">
                  Feuille signée par {teacherSignature.name} le {formatDateTime(teacherSignature.signedAt)}.
                </Alert>
              ) : (
                <Button
                  variant="contained"
                  disabled={!hasStarted || display.data?.state === "unavailable"}
                  onClick={() => setIsTeacherSigning(true)}
                >
                  Signer la feuille
                </Button>
              )}
            </Box>
          </CardContent>
        </Card>
      </Box>
      {signer ? (
        <SignatureDialog
          title={`Signature de ${listName(signer.student)}`}
          text="Tendez l'écran à l'apprenant : il signe avec le doigt ou la souris."
          onClose={() => setSigner(null)}
          onSign={(signature) => signOnSite.mutateAsync({ studentId: signer.student.id, signature })}
        />
      ) : null}
      {isTeacherSigning ? (
        <SignatureDialog
          title="Signature du professeur"
          text="Votre signature clôt la feuille d'émargement de cette séance. Elle ne pourra pas être remplacée."
          onClose={() => setIsTeacherSigning(false)}
          onSign={(signature) => signAsTeacher.mutateAsync(signature)}
        />
      ) : null}
    </Box>
  );
}
