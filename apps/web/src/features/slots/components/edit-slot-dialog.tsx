import { MESSAGES } from "@campus/contracts/messages";
import type { SlotDetail, SlotForce } from "@campus/contracts/slots";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import { useForm } from "react-hook-form";
import { useUpdateSlot } from "../../../entities/slots/index.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useLearnerConflict } from "./learner-conflict-dialog.tsx";
import { apiFieldErrors } from "./slot-errors.ts";
import {
  formFieldOfApiField,
  type SlotLogisticsFormInput,
  type SlotLogisticsFormValues,
  slotLogisticsFormSchema,
  slotLogisticsValues,
  toLogisticsBody,
} from "./slot-form-schema.ts";
import { SlotLogisticsFields } from "./slot-logistics-fields.tsx";

/** « Modifier la séance »: its day, times, room, mode and video link; mounted while open. */
export function EditSlotDialog({ slot, onClose }: { slot: SlotDetail; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const updateSlot = useUpdateSlot(slot.id);
  const conflicts = useLearnerConflict();
  const form = useForm<SlotLogisticsFormInput, unknown, SlotLogisticsFormValues>({
    resolver: zodResolver(slotLogisticsFormSchema),
    defaultValues: slotLogisticsValues(slot),
  });
  const {
    control,
    register,
    setError,
    formState: { errors },
  } = form;

  const save = async (values: SlotLogisticsFormValues, force?: SlotForce) => {
    await updateSlot.mutateAsync({ ...toLogisticsBody(values), ...(force ? { force } : {}) });
    enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
    onClose();
  };

  const handleSubmit = form.handleSubmit(async (values) => {
    try {
      await save(values);
    } catch (error) {
      if (conflicts.catchConflict(error, (force) => save(values, force))) return;
      enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" });
      apiFieldErrors(error).forEach((entry, index) => {
        const field = formFieldOfApiField(entry.field, false);
        if (field && field !== "courseId" && field !== "teacherId") {
          setError(field, { type: "server", message: entry.message }, { shouldFocus: index === 0 });
        }
      });
    }
  });

  return (
    <>
      <FormDialog
        isOpen
        title="Modifier la séance"
        isPending={updateSlot.isPending}
        onSubmit={handleSubmit}
        onClose={onClose}
      >
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))" },
          }}
        >
          <SlotLogisticsFields control={control} register={register} errors={errors} />
        </Box>
      </FormDialog>
      {conflicts.dialog}
    </>
  );
}
