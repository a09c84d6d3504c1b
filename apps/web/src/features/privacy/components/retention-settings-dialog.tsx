import { type RetentionSettings, retentionSettingsSchema } from "@campus/contracts/privacy";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { get, useForm } from "react-hook-form";
import { HookFormDialog } from "../../../ui/hook-form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useUpdateRetentionSettings } from "../api/retention.ts";

const FIELDS = ["formerStudentYears", "unverifiedDays", "signInDays", "liveEventDays"] as const;

const LABELS: Record<(typeof FIELDS)[number], { label: string; unit: string; help: string; max: number }> = {
  formerStudentYears: {
    label: "Anciens apprenants",
    unit: "ans",
    help: "Après leur dernier cours, leurs données personnelles sont effacées (présences et notes gardées sous pseudonyme).",
    max: 10,
  },
  unverifiedDays: {
    label: "Inscriptions non confirmées",
    unit: "jours",
    help: "Un compte dont l'e-mail n'a jamais été confirmé est supprimé.",
    max: 365,
  },
  signInDays: {
    label: "Historique des connexions",
    unit: "jours",
    help: "Les connexions terminées (adresse IP, navigateur) sont supprimées.",
    max: 730,
  },
  liveEventDays: {
    label: "Événements en direct",
    unit: "jours",
    help: "Les notifications en direct déjà envoyées sont supprimées.",
    max: 90,
  },
};

/** How long the company keeps personal data, by its administrators. */
export function RetentionSettingsDialog({
  settings,
  onClose,
}: {
  settings: RetentionSettings;
  onClose: () => void;
}) {
  const save = useUpdateRetentionSettings();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<RetentionSettings>({
    resolver: zodResolver(retentionSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  return (
    <HookFormDialog
      form={form}
      fields={FIELDS}
      title="Durées de conservation"
      submitLabel="Enregistrer"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        enqueueSnackbar("Durées de conservation enregistrées.", { variant: "success" });
        onClose();
      }}
    >
      <Box sx={{ display: "grid", gap: 2 }}>
        {FIELDS.map((name, index) => {
          const { ref, ...registration } = form.register(name, { valueAsNumber: true });
          const error = get(errors, name) as { message?: string } | undefined;
          const field = LABELS[name];
          return (
            <TextField
              key={name}
              {...registration}
              inputRef={ref}
              error={Boolean(error)}
              helperText={error?.message ?? field.help}
              label={field.label}
              type="number"
              required
              autoFocus={index === 0}
              slotProps={{
                htmlInput: { min: 1, max: field.max, step: 1 },
                input: { endAdornment: <InputAdornment position="end">{field.unit}</InputAdornment> },
              }}
            />
          );
        })}
      </Box>
    </HookFormDialog>
  );
}
