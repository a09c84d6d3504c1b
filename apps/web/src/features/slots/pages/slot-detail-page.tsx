import { formatNumber } from "@campus/contracts/format-number";
import type { SlotDetail } from "@campus/contracts/slots";
import ArrowBack from "@mui/icons-material/ArrowBack";
import FactCheckOutlined from "@mui/icons-material/FactCheckOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Typography from "@mui/material/Typography";
import { Link, useParams } from "react-router";
import { AttendanceSheetButton, useSlot } from "../../../entities/slots/index.ts";
import { formatDate } from "../../../lib/dates.ts";
import { ColumnGrid } from "../../../ui/column-grid.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { SlotFilesCard } from "../components/slot-files-card.tsx";
import { SlotHeader } from "../components/slot-header.tsx";
import { SlotLoadError, SlotPageSkeleton } from "../components/slot-page-states.tsx";
import { SlotReportForm } from "../components/slot-report-form.tsx";

function BackToList() {
  return (
    <Button component={Link} to="/dashboard/session" startIcon={<ArrowBack />} color="inherit">
      Gestion des séances
    </Button>
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <Box role="group" aria-label={label} sx={{ textAlign: "center", minWidth: 72 }}>
      <Typography sx={{ fontSize: "1.5rem", fontWeight: 700 }}>{formatNumber(value)}</Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** The roll call of the slot in figures, with the way to the sheet and the PDF to sign. */
function AttendanceCard({ slot }: { slot: SlotDetail }) {
  const counts = slot.attendance;
  if (!counts) return null;
  return (
    <Card>
      <CardHeader
        title="Présences"
        subheader={`${formatNumber(counts.enrolled)} apprenant${counts.enrolled > 1 ? "s" : ""} inscrit${counts.enrolled > 1 ? "s" : ""}`}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-around", gap: 2, mb: 2 }}>
          <Count label="Présents" value={counts.present} />
          <Count label="Absents" value={counts.absent} />
          <Count label="En retard" value={counts.late} />
          <Count label="Non marqués" value={counts.unmarked} />
        </Box>
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          {slot.canEdit && (slot.status === "validated" || slot.status === "held") ? (
            <Button
              component={Link}
              to={`/dashboard/sessionfac/${slot.id}`}
              variant="contained"
              startIcon={<FactCheckOutlined />}
            >
              Faire l'appel
            </Button>
          ) : null}
          <AttendanceSheetButton slotId={slot.id} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** `/dashboard/session/:uid`: one slot, its status, logistics, report, homework, files and attendance. */
export function SlotDetailPage() {
  const { uid = "" } = useParams();
  const slot = useSlot(uid);
  usePageTitle(slot.data ? `Séance du ${formatDate(slot.data.startsAt)}` : "Séance");

  if (slot.isPending) return <SlotPageSkeleton />;
  if (slot.isError) {
    return <SlotLoadError query={slot} backAction={<BackToList />} />;
  }

  return (
    <>
      <SlotHeader slot={slot.data} backAction={<BackToList />} />
      <ColumnGrid columns="minmax(0, 3fr) minmax(0, 2fr)">
        <SlotReportForm slot={slot.data} />
        <Box sx={{ display: "grid", gap: 3 }}>
          <AttendanceCard slot={slot.data} />
          <SlotFilesCard slot={slot.data} />
        </Box>
      </ColumnGrid>
    </>
  );
}
