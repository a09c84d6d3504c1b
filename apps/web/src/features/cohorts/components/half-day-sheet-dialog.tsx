import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import type { Cohort } from "@campus/contracts/cohorts";
import { endpointUrl } from "@campus/contracts/endpoint";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { todayInput } from "../../../lib/dates.ts";
import { downloadFile } from "../../../lib/download.ts";
import { refusalSentence } from "../../../lib/failure-message.ts";
import { DateRangeFields, isReversedRange } from "../../../ui/date-range-fields.tsx";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";

const weekAgo = () => todayInput(new Date(Date.now() - 6 * 86_400_000));

/** Chooses a period (31 days at most) and downloads the session's « Feuille d'émargement par demi-journée ». */
export function HalfDaySheetDialog({ cohort, onClose }: { cohort: Cohort; onClose: () => void }) {
  const [range, setRange] = useState({ from: weekAgo(), to: todayInput() });
  const download = useMutation({
    mutationFn: () =>
      downloadFile(endpointUrl(ATTENDANCE_ENDPOINTS.buildHalfDaySheet, { id: cohort.id }, range), {
        fallbackName: "emargement-demi-journees.pdf",
      }),
  });
  const isInvalid = range.from === "" || range.to === "" || isReversedRange(range.from, range.to);
  return (
    <TitledDialog title={`Émargement par demi-journée — ${cohort.name}`} onClose={onClose}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Une ligne par apprenant, une colonne par demi-journée (matin et après-midi, coupés à l'heure réglée
          dans Personnalisation, midi par défaut) : la signature, ou Absent, Excusé, Retard. 31 jours au plus.
        </DialogContentText>
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
          <DateRangeFields
            from={range.from}
            to={range.to}
            onChange={(change) => setRange((current) => ({ ...current, ...change }))}
          />
        </Box>
        {download.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusalSentence(download.error) ?? "Le téléchargement a échoué. Réessayez."}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button
          variant="contained"
          disabled={isInvalid}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Télécharger le PDF
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
