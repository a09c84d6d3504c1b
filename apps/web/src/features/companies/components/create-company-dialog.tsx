import { MESSAGES } from "@campus/contracts/messages";
import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import TextField from "@mui/material/TextField";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { bindTextField } from "../../../ui/bind-text-field.ts";
import { SavingFormDialog } from "../../../ui/saving-form-dialog.tsx";
import { useCreateCompany } from "../api/create-company.ts";
import {
  EMPTY_COMPANY,
  type NewCompanyFormValues,
  newCompanyFormSchema,
  toNewCompany,
} from "./company-form-schema.ts";
import { FeatureSwitches } from "./feature-switches.tsx";

const TEXT_FIELDS = ["id", "fullName", "contactAddress"] as const;

/** "Nouvelle entreprise": fixed identifier, full name, contact address and features; then its page. */
export function CreateCompanyDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const createCompany = useCreateCompany();
  const form = useForm<NewCompanyFormValues>({
    resolver: zodResolver(newCompanyFormSchema),
    defaultValues: EMPTY_COMPANY,
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const field = (name: (typeof TEXT_FIELDS)[number]) => ({
    ...bindTextField(register, errors, name),
    fullWidth: true,
  });

  return (
    <SavingFormDialog
      form={form}
      title="Nouvelle entreprise"
      submitLabel="Créer"
      fields={TEXT_FIELDS}
      okMessage={MESSAGES.createOk}
      koMessage={MESSAGES.saveKo}
      request={(values) => createCompany.mutateAsync(toNewCompany(values))}
      onSaved={(company) => {
        onClose();
        void navigate(`/dashboard/entreprises/${encodeURIComponent(company.id)}`);
      }}
      onClose={onClose}
    >
      <Box sx={{ display: "grid", gap: 2 }}>
        <TextField
          {...field("id")}
          label="Identifiant fixe"
          required
          autoFocus
          helperText={
            errors.id?.message ?? "Lettres minuscules, chiffres et tirets ; il ne pourra plus être modifié."
          }
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: "none" } }}
        />
        <TextField {...field("fullName")} label="Nom complet" required />
        <TextField {...field("contactAddress")} label="Adresse de contact" multiline minRows={2} />
        <Controller
          control={control}
          name="features"
          render={({ field: { value, onChange } }) => <FeatureSwitches value={value} onChange={onChange} />}
        />
      </Box>
    </SavingFormDialog>
  );
}
