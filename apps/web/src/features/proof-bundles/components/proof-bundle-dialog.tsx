import { PROOF_BUNDLE_MAX_DAYS, proofBundleQuerySchema } from "@campus/contracts/proof-bundles";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import FormControlLabel from "@mui/material/FormControlLabel";
import Switch from "@mui/material/Switch";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { todayInput } from "../../../lib/dates.ts";
import { refusalSentence } from "../../../lib/failure-message.ts";
import { DateRangeFields } from "../../../ui/date-range-fields.tsx";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";
import { downloadProofBundle } from "../api/download-proof-bundle.ts";

/** Whose proof bundle: a student (a period is required), a course or a school session (a period is optional). */
export interface ProofBundleTarget {
  kind: "student" | "course" | "cohort";
  id: string;
  name: string;
}

const KIND_WORDS: Record<ProofBundleTarget["kind"], string> = {
  student: "de l'apprenant",
  course: "du cours",
  cohort: "de la session",
};

/** The first of September of the school year that holds today (the period's default start). */
function schoolYearStart(today: string): string {
  const year = Number(today.slice(0, 4));
  return today.slice(5) >= "09-01" ? `${year}-09-01` : `${year - 1}-09-01`;
}

/** Chooses the period and downloads the « dossier de preuve » (zip) of a student, a course or a session. */
export function ProofBundleDialog({ target, onClose }: { target: ProofBundleTarget; onClose: () => void }) {
  const today = todayInput();
  const [range, setRange] = useState({ from: schoolYearStart(today), to: today });
  const [isLimited, setIsLimited] = useState(target.kind === "student");
  const query = {
    [`${target.kind}Id`]: target.id,
    ...(isLimited ? range : {}),
  };
  const parsed = proofBundleQuerySchema.safeParse(query);
  const problem = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  const download = useMutation({
    mutationFn: () => (parsed.success ? downloadProofBundle(parsed.data) : Promise.resolve()),
  });
  return (
    <TitledDialog title={`Dossier de preuve — ${target.name}`} onClose={onClose}>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {`Une archive zip ${KIND_WORDS[target.kind]} pour le financeur : les feuilles d'émargement signées, un certificat de réalisation par apprenant (heures prévues, réalisées, retards, absences), le temps de connexion et les notes. ${PROOF_BUNDLE_MAX_DAYS} jours au plus.`}
        </DialogContentText>
        {target.kind === "student" ? null : (
          <FormControlLabel
            sx={{ mb: 1 }}
            control={<Switch checked={isLimited} onChange={(event) => setIsLimited(event.target.checked)} />}
            label={isLimited ? "Sur une période" : "Toutes les séances"}
          />
        )}
        {isLimited ? (
          <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <DateRangeFields
              from={range.from}
              to={range.to}
              onChange={(change) => setRange((current) => ({ ...current, ...change }))}
            />
          </Box>
        ) : null}
        {problem && range.from !== "" && range.to !== "" ? (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {problem}
          </Alert>
        ) : null}
        {target.kind === "cohort" ? (
          <DialogContentText variant="body2" sx={{ mt: 2 }}>
            Pour une session entière, la préparation peut prendre quelques minutes : le téléchargement
            commence dès que l'archive est prête.
          </DialogContentText>
        ) : null}
        {download.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusalSentence(download.error) ?? "Le dossier de preuve n'a pas pu être préparé. Réessayez."}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
        <Button
          variant="contained"
          disabled={!parsed.success}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          Télécharger le dossier
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
