import { COURSE_MESSAGES } from "@campus/contracts/courses";
import { formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { useSchoolOptions } from "../../../entities/school/index.ts";
import { isApiError } from "../../../lib/api-client.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { OptionSelect } from "../../../ui/option-select.tsx";
import { useBulkEnrol } from "../api/bulk-enrol.ts";
import { schoolSelectOptions } from "./school-select-options.ts";

interface BulkEnrolDialogProps {
  courseId: string;
  /** The course's own session and level, proposed first. */
  defaultCohortId: string;
  defaultLevelId: string;
  onClose: () => void;
}

/** "3 apprenants inscrits", "1 apprenant inscrit", or why nobody new was (everyone already was). */
function enrolledMessage(added: number): string {
  if (added === 0) return COURSE_MESSAGES.allAlreadyEnrolled;
  return added === 1 ? "1 apprenant inscrit" : `${formatNumber(added)} apprenants inscrits`;
}

/** What is wrong under each field: a missing session, or the server's "nobody matched this filter". */
interface FieldErrors {
  cohortId?: string;
  levelId?: string;
}

/**
 * "Inscription groupée": every student of a school session, optionally of one level (one of the
 * session's programme). A filter that matches nobody is refused by the server, which says which: the
 * message goes under that field, and the dialog stays open to choose again.
 */
export function BulkEnrolDialog({
  courseId,
  defaultCohortId,
  defaultLevelId,
  onClose,
}: BulkEnrolDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const school = useSchoolOptions();
  const bulkEnrol = useBulkEnrol(courseId);
  const [cohortId, setCohortId] = useState(defaultCohortId);
  const [levelId, setLevelId] = useState(defaultLevelId);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const levelsOf = (cohort: string) => {
    const programmeId = school.data?.cohorts.find((c) => c.id === cohort)?.programmeId ?? "";
    return schoolSelectOptions(school.data, programmeId).levels;
  };
  const { cohorts } = schoolSelectOptions(school.data, "", defaultCohortId ? [defaultCohortId] : []);
  const levels = levelsOf(cohortId);
  // The course's level when it is not one of the session's programme: not shown, so not sent.
  const chosenLevelId = !school.data || levels.some((level) => level.value === levelId) ? levelId : "";

  const handleCohortChange = (value: string) => {
    setCohortId(value);
    setFieldErrors({});
    // A level the new session's programme does not have is emptied.
    if (school.data && levelId !== "" && !levelsOf(value).some((level) => level.value === levelId)) {
      setLevelId("");
    }
  };

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (cohortId === "") {
      setFieldErrors({ cohortId: "Choisissez une session scolaire" });
      return;
    }
    try {
      const { added } = await bulkEnrol.mutateAsync({ cohortId, levelId: chosenLevelId || undefined });
      enqueueSnackbar(enrolledMessage(added), { variant: added > 0 ? "success" : "info" });
      onClose();
    } catch (error) {
      if (isApiError(error, 400) && (error.field === "cohortId" || error.field === "levelId")) {
        setFieldErrors({ [error.field]: error.message });
        return;
      }
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
          onChange={handleCohortChange}
          options={cohorts}
          emptyLabel="Choisir une session"
          fullWidth
          error={Boolean(fieldErrors.cohortId)}
          helperText={fieldErrors.cohortId}
        />
        <OptionSelect
          label="Niveau (facultatif)"
          value={chosenLevelId}
          onChange={(value) => {
            setLevelId(value);
            setFieldErrors({});
          }}
          options={levels}
          emptyLabel="Tous les niveaux"
          fullWidth
          error={Boolean(fieldErrors.levelId)}
          helperText={fieldErrors.levelId}
        />
      </Stack>
    </FormDialog>
  );
}
