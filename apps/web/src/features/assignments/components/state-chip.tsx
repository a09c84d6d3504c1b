import { SUBMISSION_STATE_LABELS, type SubmissionState } from "@campus/contracts/assignments";
import Chip from "@mui/material/Chip";

const COLORS: Record<SubmissionState, "success" | "warning" | "default" | "info"> = {
  submitted: "success",
  late: "warning",
  missing: "default",
  graded: "info",
};

/** Rendu, Rendu en retard, Non rendu or Corrigé. */
export function SubmissionStateChip({ state }: { state: SubmissionState }) {
  return (
    <Chip size="small" color={COLORS[state]} label={SUBMISSION_STATE_LABELS[state]} variant="outlined" />
  );
}
