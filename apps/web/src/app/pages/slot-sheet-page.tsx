import ArrowBack from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useEffect } from "react";
import { Link, useLocation, useParams } from "react-router";
import { ROLL_CALL_ANCHOR } from "../../entities/attendance/index.ts";
import { useSlot } from "../../entities/slots/index.ts";
import { AttendanceGrid, SlotGradesCard } from "../../features/attendance/index.ts";
import {
  SlotFilesCard,
  SlotHeader,
  SlotLoadError,
  SlotPageSkeleton,
  SlotReportForm,
} from "../../features/slots/index.ts";
import { formatDate } from "../../lib/dates.ts";
import { usePageTitle } from "../../ui/use-page-title.ts";

function BackToSheets() {
  return (
    <Button component={Link} to="/dashboard/sessionfac" startIcon={<ArrowBack />} color="inherit">
      Feuilles de séance
    </Button>
  );
}

/**
 * Opened at `#appel` (the teacher's home, « Faire l'appel »): once the sheet is drawn, brings its roll
 * call into view and the keyboard focus to its heading. After the layout's scroll to the top, hence
 * the next frame.
 */
function useScrollToRollCall(isLoaded: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash !== `#${ROLL_CALL_ANCHOR}` || !isLoaded) return;
    const frame = requestAnimationFrame(() => {
      const section = document.getElementById(ROLL_CALL_ANCHOR);
      if (!section) return;
      section.scrollIntoView({ block: "start" });
      const heading = section.querySelector<HTMLElement>("h2");
      heading?.setAttribute("tabindex", "-1");
      heading?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash, isLoaded]);
}

/** `/dashboard/sessionfac/:uid`: a slot's sheet: header, roll call, report and homework, files, grades. */
export function SlotSheetPage() {
  const { uid = "" } = useParams();
  const slot = useSlot(uid);
  useScrollToRollCall(slot.isSuccess);
  usePageTitle(slot.data ? `Feuille de séance du ${formatDate(slot.data.startsAt)}` : "Feuille de séance");

  if (slot.isPending) return <SlotPageSkeleton />;
  if (slot.isError) {
    return <SlotLoadError query={slot} backAction={<BackToSheets />} />;
  }
  const detail = slot.data;

  return (
    <>
      <SlotHeader slot={detail} backAction={<BackToSheets />} />
      {detail.canEdit ? (
        <>
          <AttendanceGrid slot={detail} />
          <Box
            sx={{
              display: "grid",
              gap: 3,
              mb: 3,
              gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 3fr) minmax(0, 2fr)" },
              alignItems: "start",
            }}
          >
            <SlotReportForm slot={detail} />
            <SlotFilesCard slot={detail} />
          </Box>
          <SlotGradesCard slot={detail} />
        </>
      ) : (
        <>
          <Alert severity="info" sx={{ mb: 3 }}>
            Seuls les professeurs du cours et les administrateurs font l'appel et notent cette séance.
          </Alert>
          <Box sx={{ display: "grid", gap: 3 }}>
            <SlotReportForm slot={detail} />
            <SlotFilesCard slot={detail} />
          </Box>
        </>
      )}
    </>
  );
}
