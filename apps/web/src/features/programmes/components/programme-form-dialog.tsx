import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { type FormDialogCalls, HookFormDialog } from "../../../ui/hook-form-dialog.tsx";
import { useLevels } from "../api/levels.ts";
import { LevelListField } from "./level-list-field.tsx";
import {
  EMPTY_PROGRAMME_FORM,
  type ProgrammeFormInput,
  type ProgrammeFormValues,
  programmeFormSchema,
} from "./programme-form-schema.ts";

const TEXT_FIELDS = ["name", "code", "rncpCode", "durationHours"] as const;
const SERVER_FIELDS = [...TEXT_FIELDS, "levels"] as const;

interface ProgrammeFormDialogProps extends FormDialogCalls<ProgrammeFormValues> {
  defaultValues?: ProgrammeFormInput;
}

/** The fields of a programme: title, code, RNCP code, duration, and its levels in order. */
export function ProgrammeFormDialog({
  defaultValues = EMPTY_PROGRAMME_FORM,
  ...dialog
}: ProgrammeFormDialogProps) {
  const levels = useLevels();
  const form = useForm<ProgrammeFormInput, unknown, ProgrammeFormValues>({
    resolver: zodResolver(programmeFormSchema),
    defaultValues,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    ...bindTextField(register, errors, name),
    fullWidth: true,
  });

  return (
    <HookFormDialog {...dialog} form={form} fields={SERVER_FIELDS} maxWidth="md">
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextField
          {...field("name")}
          label="Intitulé"
          required
          autoFocus
          placeholder="BTS Management Commercial Opérationnel"
          sx={{ gridColumn: "1 / -1" }}
        />
        <TextField {...field("code")} label="Code" required placeholder="BTS-MCO" />
        <TextField {...field("rncpCode")} label="Code RNCP" placeholder="RNCP38362" />
        <TextField
          {...field("durationHours")}
          label="Durée (heures)"
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Controller
            control={control}
            name="levels"
            render={({ field: { value, onChange } }) => (
              <LevelListField
                value={value}
                onChange={onChange}
                companyLevels={levels.data?.items}
                isLoadingLevels={levels.isPending}
                errorText={errors.levels?.message}
              />
            )}
          />
        </Box>
      </Box>
    </HookFormDialog>
  );
}
