import { type CheckInSettings, checkInSettingsSchema } from "@campus/contracts/check-in";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import { get, useForm } from "react-hook-form";
import { HookFormDialog } from "../../../ui/hook-form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useUpdateCheckInSettings } from "../api/check-in-settings.ts";

const FIELDS = ["opensMinutesBefore", "halfDaySplitsAt"] as const;

/** Changes when check-in opens and where the half-day sheet splits a day. */
export function CheckInSettingsDialog({
  settings,
  onClose,
}: {
  settings: CheckInSettings;
  onClose: () => void;
}) {
  const save = useUpdateCheckInSettings();
  const { enqueueSnackbar } = useSnackbar();
  const form = useForm<CheckInSettings>({
    resolver: zodResolver(checkInSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = form.formState;
  const error = (name: (typeof FIELDS)[number]) => get(errors, name) as { message?: string } | undefined;
  const { ref: opensRef, ...opens } = form.register("opensMinutesBefore", { valueAsNumber: true });
  const { ref: splitRef, ...split } = form.register("halfDaySplitsAt");
  return (
    <HookFormDialog
      form={form}
      fields={FIELDS}
      title="Réglages d'émargement"
      submitLabel="Enregistrer"
      onClose={onClose}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        enqueueSnackbar("Réglages d'émargement enregistrés.", { variant: "success" });
        onClose();
      }}
    >
      <Box sx={{ display: "grid", gap: 2 }}>
        <TextField
          {...opens}
          inputRef={opensRef}
          label="Ouverture avant la séance"
          type="number"
          required
          autoFocus
          error={Boolean(error("opensMinutesBefore"))}
          helperText={
            error("opensMinutesBefore")?.message ??
            "Les apprenants peuvent signer à partir de ce moment, jusqu'à la fin de la séance (0 à 240)."
          }
          slotProps={{
            htmlInput: { min: 0, max: 240, step: 1 },
            input: { endAdornment: <InputAdornment position="end">minutes</InputAdornment> },
          }}
        />
        <TextField
          {...split}
          inputRef={splitRef}
          label="Fin du matin (heure de Paris)"
          type="time"
          required
          error={Boolean(error("halfDaySplitsAt"))}
          helperText={
            error("halfDaySplitsAt")?.message ??
            "La feuille par demi-journée range avant cette heure au matin, après à l'après-midi (entre 09:00 et 17:00)."
          }
          slotProps={{ htmlInput: { min: "09:00", max: "17:00", step: 300 } }}
        />
      </Box>
    </HookFormDialog>
  );
}
