import { type CreateCohortBody, createCohortBodySchema } from "@campus/contracts/cohorts";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import type { z } from "zod";
import { SchoolOptionsWarning, useSchoolOptions } from "../../../entities/school/index.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { DateField } from "../../../ui/date-field.tsx";
import { type FormDialogCalls, HookFormDialog } from "../../../ui/hook-form-dialog.tsx";
import { OptionSelect, type SelectOption } from "../../../ui/option-select.tsx";

type CohortFormInput = z.input<typeof createCohortBodySchema>;

const FIELDS = ["name", "programmeId", "startDate", "endDate"] as const;

const PROGRAMMES_PATH = "/dashboard/programs";

interface CohortFormDialogProps extends FormDialogCalls<CreateCohortBody> {
  defaultValues: CohortFormInput;
}

/** A session's fields: its name, its programme, and its period (the end after the start). */
export function CohortFormDialog({ defaultValues, ...dialog }: CohortFormDialogProps) {
  const school = useSchoolOptions();
  const form = useForm<CohortFormInput, unknown, CreateCohortBody>({
    resolver: zodResolver(createCohortBodySchema),
    defaultValues,
  });
  const { register, control } = form;
  const { errors } = form.formState;
  const programmes = programmeChoices(school.data?.programmes, defaultValues.programmeId);
  const hasNoProgramme = school.isSuccess && programmes.length === 0;

  return (
    <HookFormDialog {...dialog} form={form} fields={FIELDS}>
      <SchoolOptionsWarning />
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
        <TextField
          {...bindTextField(register, errors, "name")}
          label="Nom"
          placeholder="Ex. : BTS MCO 2026-2028"
          required
          autoFocus
          fullWidth
          sx={{ gridColumn: "1 / -1" }}
        />
        <Controller
          control={control}
          name="programmeId"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <OptionSelect
              label="Programme"
              value={value}
              onChange={onChange}
              onBlur={onBlur}
              inputRef={ref}
              options={programmes}
              required
              fullWidth
              error={Boolean(errors.programmeId) || hasNoProgramme}
              helperText={
                hasNoProgramme ? (
                  <>
                    Aucun programme :{" "}
                    <Link component={RouterLink} to={PROGRAMMES_PATH}>
                      créez d'abord un programme
                    </Link>
                    .
                  </>
                ) : (
                  errors.programmeId?.message
                )
              }
              sx={{ gridColumn: "1 / -1" }}
            />
          )}
        />
        {(["startDate", "endDate"] as const).map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <DateField
                value={value}
                onChange={onChange}
                onBlur={onBlur}
                inputRef={ref}
                label={name === "startDate" ? "Date de début" : "Date de fin"}
                required
                error={Boolean(errors[name])}
                helperText={errors[name]?.message}
                fullWidth
              />
            )}
          />
        ))}
      </Box>
    </HookFormDialog>
  );
}

/**
 * The programmes a session may be of: the current ones. An archived programme a session already holds
 * stays shown (not selectable) so that the field names it.
 */
function programmeChoices(
  programmes: readonly { id: string; name: string; code: string; archived: boolean }[] | undefined,
  current: string,
): SelectOption[] {
  return (programmes ?? [])
    .filter((programme) => !programme.archived || programme.id === current)
    .map((programme) => ({
      value: programme.id,
      label: programme.code ? `${programme.name} (${programme.code})` : programme.name,
      isDisabled: programme.archived,
    }));
}
