import type { ExportFormat } from "@campus/contracts/calendar";
import { CALENDAR_ENDPOINTS } from "@campus/contracts/calendar.endpoints";
import { endpointUrl } from "@campus/contracts/endpoint";
import { MESSAGES } from "@campus/contracts/messages";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import TextField from "@mui/material/TextField";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { dayEndInstant, dayStartInstant } from "../../../lib/date-math.ts";
import { todayInput } from "../../../lib/dates.ts";
import { downloadFile } from "../../../lib/download.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";
import type { CalendarFilterValues } from "./calendar-filters.tsx";
import { CohortSelect } from "./cohort-select.tsx";

function inDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const DOWNLOADS = [
  { format: "xlsx", variant: "outlined", label: "Télécharger XLSX" },
  { format: "pdf", variant: "contained", label: "Télécharger PDF" },
] as const;

interface ExportPlanningDialogProps {
  /** An administrator's calendar filters (teacher, room…) apply to the export too. */
  filters?: CalendarFilterValues;
  onClose: () => void;
}

/** « Exporter le planning »: a period, optionally a school session, a title; a PDF or an XLSX. */
export function ExportPlanningDialog({ filters, onClose }: ExportPlanningDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [from, setFrom] = useState(todayInput());
  const [to, setTo] = useState(inDays(todayInput(), 6));
  const [cohortId, setCohortId] = useState(filters?.cohortId ?? "");
  const [title, setTitle] = useState("Planning");
  const isReversed = from > to;
  const download = useMutation({
    mutationFn: (format: ExportFormat) =>
      downloadFile(endpointUrl(CALENDAR_ENDPOINTS.exportPlanning, { format }), {
        fallbackName: `planning.${format}`,
        query: {
          from: dayStartInstant(from),
          to: dayEndInstant(to),
          cohortId,
          title: title.trim(),
          teacherId: filters?.teacherId,
          room: filters?.room.trim(),
          courseId: filters?.courseId,
          status: filters?.status,
        },
      }),
    onSuccess: () => enqueueSnackbar("Planning exporté", { variant: "success" }),
    onError: (error) =>
      enqueueSnackbar(failureMessage(MESSAGES.downloadKo, error), {
        variant: "error",
      }),
  });
  return (
    <TitledDialog title="Exporter le planning" onClose={onClose}>
      <DialogContent>
        <Box sx={{ display: "grid", gap: 2, pt: 1, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <TextField
            label="Titre"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            slotProps={{ htmlInput: { maxLength: 120 } }}
            sx={{ gridColumn: "1 / -1" }}
          />
          <DateField label="Du" value={from} onChange={setFrom} />
          <DateField
            label="Au"
            value={to}
            onChange={setTo}
            error={isReversed}
            helperText={isReversed ? "La fin de la période doit être après son début." : undefined}
          />
          <CohortSelect value={cohortId} onChange={setCohortId} sx={{ gridColumn: "1 / -1" }} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: "wrap", gap: 1 }}>
        <Button onClick={onClose} color="inherit">
          Fermer
        </Button>
        {DOWNLOADS.map(({ format, variant, label }) => (
          <Button
            key={format}
            variant={variant}
            disabled={isReversed || !from || !to || download.isPending}
            onClick={() => download.mutate(format)}
          >
            {label}
          </Button>
        ))}
      </DialogActions>
    </TitledDialog>
  );
}
