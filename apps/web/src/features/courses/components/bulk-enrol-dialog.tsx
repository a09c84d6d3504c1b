import { MESSAGES } from "@campus/contracts/messages";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { type FormEvent, useState } from "react";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSchoolOptions } from "../../school/index.ts";
import { useBulkEnrol } from "../api/bulk-enrol.ts";
import { OptionSelect } from "./option-select.tsx";
import { schoolSelectOptions } from "./school-select-options.ts";

interface BulkEnrolDialogProps {
  courseId: string;
  /** The course's own session and level, proposed first. */
  defaultCohortId: string;
  defaultLevelId: string;
  onClose: () => void;
}

/** "3 apprenants inscrits", "1 apprenant inscrit", "Aucun nouvel apprenant inscrit". */
export function enrolledMessage(added: number): string {
  if (added === 0) return "Aucun nouvel apprenant inscrit";
  return added === 1 ? "1 apprenant inscrit" : `${added.toLocaleString("fr-FR")} apprenants inscrits`;
}

/** "Inscription groupée": every student of a school session, optionally of one level. */
export function BulkEnrolDialog({
  courseId,
  defaultCohortId,
  defaultLevelId,
  onClose,
}: BulkEnrolDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const school = useSchoolOptions();
  const { cohorts, levels } = schoolSelectOptions(school.data);
  const bulkEnrol = useBulkEnrol(courseId);
  const [cohortId, setCohortId] = useState(defaultCohortId);
  const [levelId, setLevelId] = useState(defaultLevelId);
  const [isMissing, setIsMissing] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (cohortId === "") {
      setIsMissing(true);
      return;
    }
    try {
      const { added } = await bulkEnrol.mutateAsync({ cohortId, levelId: levelId || undefined });
      enqueueSnackbar(enrolledMessage(added), { variant: added > 0 ? "success" : "info" });
      onClose();
    } catch {
      enqueueSnackbar(MESSAGES.addKo, { variant: "error" });
    }
  };

  return (
    <FormDialog
      isOpen
      title="Inscription groupée"
      submitLabel="Inscrire"
      isPending={bulkEnrol.isPending}
      onSubmit={(event) => void handleSubmit(event)}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          Inscrit au cours tous les apprenants de la session scolaire choisie ; ceux déjà inscrits sont
          ignorés.
        </Typography>
        {school.isError ? <Alert severity="warning">Impossible de charger les sessions.</Alert> : null}
        <OptionSelect
          label="Session scolaire"
          required
          value={cohortId}
          onChange={(value) => {
            setCohortId(value);
            setIsMissing(false);
          }}
          options={cohorts}
          emptyLabel="Choisir une session"
          fullWidth
          error={isMissing}
          helperText={isMissing ? "Choisissez une session scolaire" : undefined}
        />
        <OptionSelect
          label="Niveau (facultatif)"
          value={levelId}
          onChange={setLevelId}
          options={levels}
          emptyLabel="Tous les niveaux"
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
}
