import { MESSAGES } from "@campus/contracts/messages";
import type { SlotDetail } from "@campus/contracts/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { useUpdateSlot } from "../../../entities/slots/index.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";

const TEXT_MAX = 20_000;
const reportFormSchema = z.object({
  report: z.string().max(TEXT_MAX, "Le contenu : 20 000 caractères au maximum"),
  homework: z.string().max(TEXT_MAX, "Le travail à faire : 20 000 caractères au maximum"),
});
type ReportFormValues = z.infer<typeof reportFormSchema>;

/** The report's two texts: their label, and the rows their field grows between. */
const REPORT_TEXTS = [
  { name: "report", label: "Contenu de la séance", minRows: 4, maxRows: 16 },
  { name: "homework", label: "Travail à faire", minRows: 3, maxRows: 12 },
] as const;

function ReadOnlyText({ label, text }: { label: string; text: string }) {
  return (
    <Box>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Typography color={text ? "text.primary" : "text.secondary"} sx={{ whiteSpace: "pre-wrap" }}>
        {text || "Rien de renseigné."}
      </Typography>
    </Box>
  );
}

/** « Contenu de la séance » and « Travail à faire », saved together; read only for whoever may not edit. */
export function SlotReportForm({ slot }: { slot: SlotDetail }) {
  const { enqueueSnackbar } = useSnackbar();
  const updateSlot = useUpdateSlot(slot.id);
  const isEditable = slot.canEdit && slot.status !== "cancelled";
  const form = useForm<ReportFormValues>({
    resolver: zodResolver(reportFormSchema),
    // Another save (or a refetch) brings new texts: shown, but not over what the user is typing.
    values: { report: slot.report, homework: slot.homework },
    resetOptions: { keepDirtyValues: true },
  });
  const {
    register,
    reset,
    formState: { errors, isDirty },
  } = form;

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await updateSlot.mutateAsync(values);
      reset({ report: saved.report, homework: saved.homework });
      enqueueSnackbar(MESSAGES.saveOk, { variant: "success" });
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
    }
  });

  return (
    <Card>
      <CardHeader
        title="Compte rendu"
        subheader={isEditable ? "Visible des apprenants inscrits au cours" : undefined}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
      />
      <CardContent sx={{ pt: 0 }}>
        {isEditable ? (
          <Box
            component="form"
            noValidate
            onSubmit={(event) => void handleSubmit(event)}
            sx={{ display: "grid", gap: 2 }}
          >
            {REPORT_TEXTS.map(({ name, label, minRows, maxRows }) => (
              <TextField
                key={name}
                {...bindTextField(register, errors, name)}
                label={label}
                multiline
                minRows={minRows}
                maxRows={maxRows}
                fullWidth
              />
            ))}
            <Box sx={{ display: "flex", justifyContent: "flex-end", alignItems: "center", gap: 2 }}>
              {isDirty ? (
                <Typography variant="body2" color="text.secondary">
                  Modifications non enregistrées
                </Typography>
              ) : null}
              <Button type="submit" variant="contained" loading={updateSlot.isPending}>
                Enregistrer
              </Button>
            </Box>
          </Box>
        ) : (
          <Box sx={{ display: "grid", gap: 2 }}>
            {REPORT_TEXTS.map(({ name, label }) => (
              <ReadOnlyText key={name} label={label} text={slot[name]} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
