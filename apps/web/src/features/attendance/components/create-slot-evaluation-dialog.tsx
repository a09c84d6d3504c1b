import { evaluationTypeSchema } from "@campus/contracts/evaluations";
import { MESSAGES } from "@campus/contracts/messages";
import type { SlotDetail } from "@campus/contracts/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { EvaluationTypeSelect, useCreateEvaluation } from "../../../entities/evaluations/index.ts";
import { toDateInput } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";

const FULL_ROW = { gridColumn: "1 / -1" } as const;
const DECIMAL = { htmlInput: { inputMode: "decimal" } } as const;
const decimal = (text: string) => Number(text.trim().replace(",", "."));
const isDecimal = (text: string) => /^\d+([.,]\d+)?$/.test(text.trim());

/** The contract's limits on an evaluation (title, scale, coefficient), with French messages. */
const slotEvaluationFormSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, "L'intitulé est obligatoire")
    .max(200, "L'intitulé : 200 caractères au maximum"),
  scale: z
    .string()
    .refine(isDecimal, "Un nombre est attendu")
    .refine((text) => decimal(text) > 0 && decimal(text) <= 1000, "Un barème entre 1 et 1 000")
    .transform(decimal),
  coefficient: z
    .string()
    .refine(isDecimal, "Un nombre est attendu")
    .refine((text) => decimal(text) > 0 && decimal(text) <= 100, "Un coefficient entre 0 et 100")
    .transform(decimal),
  type: evaluationTypeSchema,
});
type SlotEvaluationFormInput = z.input<typeof slotEvaluationFormSchema>;
type SlotEvaluationFormValues = z.output<typeof slotEvaluationFormSchema>;

/** « Ajouter une note de séance »: an evaluation of the course tied to this slot; mounted while open. */
export function CreateSlotEvaluationDialog({ slot, onClose }: { slot: SlotDetail; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const createEvaluation = useCreateEvaluation(slot.course.id);
  const form = useForm<SlotEvaluationFormInput, unknown, SlotEvaluationFormValues>({
    resolver: zodResolver(slotEvaluationFormSchema),
    defaultValues: { title: "Participation en séance", scale: "20", coefficient: "1", type: "participation" },
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;

  const field = (name: "title" | "scale" | "coefficient") => ({
    ...bindTextField(register, errors, name),
    required: true,
  });

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await createEvaluation.mutateAsync({
        courseId: slot.course.id,
        slotId: slot.id,
        date: toDateInput(slot.startsAt),
        title: values.title,
        scale: values.scale,
        coefficient: values.coefficient,
        type: values.type,
      });
      enqueueSnackbar(MESSAGES.addOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.addKo, error), { variant: "error" });
    }
  });

  return (
    <FormDialog
      isOpen
      title="Ajouter une note de séance"
      submitLabel="Ajouter"
      isPending={form.formState.isSubmitting}
      onSubmit={handleSubmit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "repeat(2, minmax(0, 1fr))" }}>
        <TextField {...field("title")} label="Intitulé" fullWidth sx={FULL_ROW} />
        <TextField
          {...field("scale")}
          label="Barème"
          helperText={errors.scale?.message ?? "Note sur…"}
          slotProps={DECIMAL}
        />
        <TextField {...field("coefficient")} label="Coefficient" slotProps={DECIMAL} />
        <EvaluationTypeSelect control={control} sx={FULL_ROW} />
      </Box>
    </FormDialog>
  );
}
