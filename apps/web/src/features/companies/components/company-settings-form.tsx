import type { Company } from "@campus/contracts/companies";
import { MESSAGES } from "@campus/contracts/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { Controller, useForm } from "react-hook-form";
import { DEFAULT_COLORS } from "../../../theme/palette.ts";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { useFormSave } from "../../../ui/use-form-save.ts";
import { useUpdateCompany } from "../api/update-company.ts";
import { ColorField } from "./color-field.tsx";
import {
  type CompanySettingsFormValues,
  companySettingsFormSchema,
  companySettingsValues,
  toUpdateCompanyBody,
} from "./company-form-schema.ts";
import { FeatureSwitches } from "./feature-switches.tsx";

const TEXT_FIELDS = ["fullName", "contactAddress", "logoUrl"] as const;
const COLOURS = [
  ["light", "primary", "Principale (mode clair)"],
  ["light", "secondary", "Secondaire (mode clair)"],
  ["dark", "primary", "Principale (mode sombre)"],
  ["dark", "secondary", "Secondaire (mode sombre)"],
] as const;

/** The company's settings: names, logo, features and colours, saved together. */
export function CompanySettingsForm({ company }: { company: Company }) {
  const updateCompany = useUpdateCompany(company.id);
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<CompanySettingsFormValues>({
    resolver: zodResolver(companySettingsFormSchema),
    values: companySettingsValues(company),
    resetOptions: { keepDirtyValues: true },
  });

  const save = useFormSave({
    fields: TEXT_FIELDS,
    setError,
    okMessage: MESSAGES.updateOk,
    koMessage: MESSAGES.updateKo,
  });
  const handleSave = handleSubmit((values) =>
    save(
      () => updateCompany.mutateAsync(toUpdateCompanyBody(values)),
      (saved) => reset(companySettingsValues(saved)),
    ),
  );

  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    ...bindTextField(register, errors, name),
    fullWidth: true,
  });

  return (
    <Card component="section" aria-labelledby="parametres-entreprise">
      <Box component="form" noValidate onSubmit={(event) => void handleSave(event)}>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h2" id="parametres-entreprise" sx={{ fontSize: "1.125rem", mb: 2.5 }}>
            Paramètres
          </Typography>
          <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
            <TextField {...field("fullName")} label="Nom complet" required />
            <TextField
              {...field("logoUrl")}
              label="Adresse du logo"
              placeholder="https://… ou /chemin"
              helperText={
                errors.logoUrl?.message ?? "Une adresse https:// ou un chemin servi par l'application."
              }
              // Its value may change under it (a logo uploaded above): the label stays above.
              slotProps={{
                htmlInput: { spellCheck: false, autoCapitalize: "none" },
                inputLabel: { shrink: true },
              }}
            />
            <TextField
              {...field("contactAddress")}
              label="Adresse de contact"
              multiline
              minRows={2}
              sx={{ gridColumn: "1 / -1" }}
            />
            <Controller
              control={control}
              name="features"
              render={({ field: { value, onChange } }) => (
                <FeatureSwitches value={value} onChange={onChange} />
              )}
            />
            <Box role="group" aria-labelledby="couleurs-entreprise">
              <Typography id="couleurs-entreprise" color="text.secondary" sx={{ mb: 1.5 }}>
                Couleurs
              </Typography>
              <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                {COLOURS.map(([mode, key, label]) => (
                  <Controller
                    key={`${mode}.${key}`}
                    control={control}
                    name={`style.${mode}.${key}`}
                    render={({ field: { value, onChange }, fieldState }) => (
                      <ColorField
                        label={label}
                        value={value}
                        defaultColor={DEFAULT_COLORS[mode][key]}
                        onChange={onChange}
                        errorText={fieldState.error?.message}
                      />
                    )}
                  />
                ))}
              </Box>
            </Box>
          </Box>
        </Box>
        <Divider />
        <Box sx={{ p: 2, display: "flex", justifyContent: "flex-end", gap: 1 }}>
          <Button
            color="inherit"
            disabled={!isDirty || isSubmitting}
            onClick={() => reset(companySettingsValues(company))}
          >
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            Enregistrer
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
