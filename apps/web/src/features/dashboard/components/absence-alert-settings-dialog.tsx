import { ABSENCE_ALERT_DAYS, ABSENCE_ALERT_MIN_SLOTS } from "@campus/contracts/absence-alert-rules";
import { type AbsenceAlertSettings, absenceAlertSettingsSchema } from "@campus/contracts/absence-alerts";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { get, useForm } from "react-hook-form";
import { HookFormDialog } from "../../../ui/hook-form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useUpdateAbsenceAlertSettings } from "../api/absence-alerts.ts";

const FIELDS = ["consecutive", "percent"] as const;

/** The company's absence thresholds, by its administrators: 0 turns one off. */
export function AbsenceAlertSettingsDialog({
  settings,
  onClose,
}: {
  settings: AbsenceAlertSettings;
  onClose: () => void;
}) {
  const save = useUpdateAbsenceAlertSettings();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<AbsenceAlertSettings>({
    resolver: zodResolver(absenceAlertSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const field = (name: (typeof FIELDS)[number]) => {
    const { ref, ...registration } = form.register(name, { valueAsNumber: true });
    const error = get(errors, name) as { message?: string } | undefined;
    return { props: { ...registration, inputRef: ref, error: Boolean(error) }, errorText: error?.message };
  };
  const consecutive = field("consecutive");
  const percent = field("percent");
  return (
    <HookFormDialog
      form={form}
      fields={FIELDS}
      title="Alertes d'absence"
      submitLabel="Enregistrer"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        enqueueSnackbar("Seuils d'alerte enregistrés.", { variant: "success" });
        onClose();
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Passé un seuil, l'apprenant et les administrateurs sont prévenus (cloche et récapitulatif par e-mail),
        une fois par franchissement et au plus une fois par semaine. 0 désactive un seuil.
      </Typography>
      <Box sx={{ display: "grid", gap: 2 }}>
        <TextField
          {...consecutive.props}
          helperText={
            consecutive.errorText ?? "Absences non justifiées d'affilée, sans présence entre elles."
          }
          label="Absences consécutives"
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 50, step: 1 } }}
          required
          autoFocus
        />
        <TextField
          {...percent.props}
          helperText={
            percent.errorText ??
            `Part des séances pointées des ${ABSENCE_ALERT_DAYS} derniers jours manquées sans justification (dès ${ABSENCE_ALERT_MIN_SLOTS} séances).`
          }
          label="Pourcentage d'absences"
          type="number"
          slotProps={{
            htmlInput: { min: 0, max: 100, step: 1 },
            input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
          }}
          required
        />
      </Box>
    </HookFormDialog>
  );
}
