import {
  ASSIGNMENT_FILE_KINDS,
  ASSIGNMENT_LIMITS,
  type AssignmentDetail,
  type AssignmentFileKind,
  FILE_KIND_LABELS,
} from "@campus/contracts/assignments";
import { EVALUATIONS_ENDPOINTS } from "@campus/contracts/evaluations.endpoints";
import { MESSAGES } from "@campus/contracts/messages";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useQuery } from "@tanstack/react-query";
import { type SyntheticEvent, useState } from "react";
import { useCourseOptions } from "../../../entities/courses/index.ts";
import { call, isApiError } from "../../../lib/api-client.ts";
import { toInstant } from "../../../lib/date-math.ts";
import { toDateInput, toTimeInput } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { DateTimeField } from "../../../ui/date-time-field.tsx";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useSaveAssignment } from "../api/assignments.ts";
import { SlotPicker } from "./slot-picker.tsx";

// TipTap weighs about 200 KB: loaded only when a box form opens.
const RichTextEditor = loadWhenShown(
  () => import("../../../ui/rich-text-editor/rich-text-editor.tsx").then((module) => module.RichTextEditor),
  <Skeleton variant="rounded" height={210} role="progressbar" aria-label="Chargement de l'éditeur" />,
);

const localValue = (iso: string) => `${toDateInput(iso)}T${toTimeInput(iso)}`;
const fromLocal = (value: string) => {
  const [date = "", time = ""] = value.split("T");
  return toInstant(date, time.slice(0, 5));
};

const DATE_FIELDS = [
  { name: "opensAt", label: "Ouverture" },
  { name: "dueAt", label: "Date limite" },
] as const;

const LIMIT_FIELDS = [
  { name: "maxFileMb", label: "Taille maximale par fichier (Mo)" },
  { name: "maxFiles", label: "Nombre maximal de fichiers" },
] as const;

interface BoxFormDialogProps {
  /** The box to edit; none: a new box. */
  box?: AssignmentDetail;
  onClose: () => void;
  onSaved?: (id: string) => void;
}

/** Creates or edits a box: title, instructions, dates, late rule, accepted files, evaluation. */
export function BoxFormDialog({ box, onClose, onSaved }: BoxFormDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const save = useSaveAssignment(box?.id);
  const courses = useCourseOptions({ isEnabled: !box });
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
  const [courseId, setCourseId] = useState(box?.courseId ?? "");
  const [title, setTitle] = useState(box?.title ?? "");
  const [instructions, setInstructions] = useState(box?.instructions ?? "");
  const [dates, setDates] = useState({
    opensAt: localValue(box?.opensAt ?? new Date().toISOString()),
    dueAt: localValue(box?.dueAt ?? inAWeek),
  });
  const [allowLate, setAllowLate] = useState(box?.allowLate ?? true);
  const [kinds, setKinds] = useState<AssignmentFileKind[]>(box?.acceptedKinds ?? ["pdf"]);
  const [limits, setLimits] = useState({
    maxFileMb: String(box?.maxFileMb ?? 20),
    maxFiles: String(box?.maxFiles ?? 3),
  });
  const [evaluationId, setEvaluationId] = useState(box?.evaluationId ?? "");
  const [slotId, setSlotId] = useState(box?.slotId ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const evaluations = useQuery({
    queryKey: ["evaluations", "list", { courseId }],
    queryFn: ({ signal }) => call(EVALUATIONS_ENDPOINTS.listEvaluations, { query: { courseId }, signal }),
    enabled: Boolean(courseId),
  });

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!box && !courseId) found.courseId = "Choisissez un cours.";
    if (!title.trim()) found.title = "Le titre est obligatoire.";
    const opens = fromLocal(dates.opensAt);
    const due = fromLocal(dates.dueAt);
    if (!opens) found.opensAt = "Date invalide.";
    if (!due) found.dueAt = "Date invalide.";
    if (opens && due && due <= opens) found.dueAt = "La date limite doit être après la date d'ouverture.";
    if (kinds.length === 0) found.kinds = "Choisissez au moins un type de fichier.";
    setErrors(found);
    if (Object.keys(found).length > 0 || !opens || !due) return;
    const body = {
      title: title.trim(),
      // An emptied editor still holds one empty paragraph: no instructions.
      instructions: instructions.replace(/^<p><\/p>$/, ""),
      slotId: slotId || null,
      evaluationId: evaluationId || null,
      opensAt: opens,
      dueAt: due,
      allowLate,
      acceptedKinds: kinds,
      maxFileMb: Number(limits.maxFileMb),
      maxFiles: Number(limits.maxFiles),
    };
    save.mutate(box ? body : { ...body, courseId }, {
      onSuccess: (saved) => {
        enqueueSnackbar(box ? MESSAGES.updateOk : MESSAGES.createOk, { variant: "success" });
        onClose();
        onSaved?.(saved.id);
      },
      onError: (error) => {
        if (isApiError(error, 400) && error.field) setErrors({ [error.field]: error.message });
        enqueueSnackbar(failureMessage(box ? MESSAGES.updateKo : MESSAGES.saveKo, error), {
          variant: "error",
        });
      },
    });
  };

  return (
    <FormDialog
      isOpen
      title={box ? "Modifier le dépôt" : "Nouveau dépôt"}
      submitLabel={box ? "Enregistrer" : "Créer"}
      isPending={save.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2}>
        {box ? null : (
          <TextField
            select
            label="Cours"
            value={courseId}
            onChange={(event) => {
              setCourseId(event.target.value);
              setSlotId("");
              setEvaluationId("");
            }}
            error={Boolean(errors.courseId)}
            helperText={errors.courseId ?? (courses.isError ? "Impossible de charger vos cours." : undefined)}
            required
          >
            {(courses.data?.items ?? []).map((course) => (
              <MenuItem key={course.id} value={course.id}>
                {course.title}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          label="Titre"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(errors.title)}
          helperText={errors.title}
          required
          slotProps={{ htmlInput: { maxLength: ASSIGNMENT_LIMITS.titleMax } }}
        />
        <div>
          <FormLabel component="div" sx={{ mb: 0.5 }}>
            Consignes
          </FormLabel>
          <RichTextEditor
            initialHtml={instructions}
            onChange={setInstructions}
            label="Consignes"
            minHeight={160}
          />
        </div>
        <SlotPicker courseId={courseId} value={slotId} onChange={setSlotId} error={errors.slotId} />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          {DATE_FIELDS.map(({ name, label }) => (
            <DateTimeField
              key={name}
              label={label}
              value={dates[name]}
              onChange={(value) => setDates((current) => ({ ...current, [name]: value }))}
              error={Boolean(errors[name])}
              helperText={errors[name]}
              fullWidth
            />
          ))}
        </Stack>
        <FormControlLabel
          control={<Switch checked={allowLate} onChange={(event) => setAllowLate(event.target.checked)} />}
          label="Accepter les rendus en retard (marqués « Rendu en retard »)"
        />
        <div>
          <FormLabel component="legend" error={Boolean(errors.kinds)}>
            Types de fichiers acceptés {errors.kinds ? `— ${errors.kinds}` : ""}
          </FormLabel>
          <FormGroup row>
            {ASSIGNMENT_FILE_KINDS.map((kind) => (
              <FormControlLabel
                key={kind}
                label={FILE_KIND_LABELS[kind]}
                control={
                  <Checkbox
                    checked={kinds.includes(kind)}
                    onChange={(event) =>
                      setKinds(event.target.checked ? [...kinds, kind] : kinds.filter((k) => k !== kind))
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </div>
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          {LIMIT_FIELDS.map(({ name, label }) => (
            <TextField
              key={name}
              label={label}
              type="number"
              value={limits[name]}
              onChange={(event) => setLimits((current) => ({ ...current, [name]: event.target.value }))}
              fullWidth
              slotProps={{ htmlInput: { min: 1, max: ASSIGNMENT_LIMITS[name] } }}
            />
          ))}
        </Stack>
        <TextField
          select
          label="Évaluation liée (la note y sera reportée)"
          value={evaluationId}
          onChange={(event) => setEvaluationId(event.target.value)}
          error={Boolean(errors.evaluationId)}
          helperText={errors.evaluationId}
          disabled={!courseId}
        >
          <MenuItem value="">Aucune</MenuItem>
          {(evaluations.data?.items ?? []).map((evaluation) => (
            <MenuItem key={evaluation.id} value={evaluation.id}>
              {evaluation.title} (sur {evaluation.scale})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
}
