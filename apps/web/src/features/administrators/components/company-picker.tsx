import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useCompanyOptions } from "../../companies/index.ts";

interface CompanyPickerProps {
  value: string;
  onChange: (companyId: string) => void;
}

/** The platform superadmin's choice of the company whose administrators are shown. */
export function CompanyPicker({ value, onChange }: CompanyPickerProps) {
  const companies = useCompanyOptions({ isEnabled: true });
  const items = companies.data?.items ?? [];
  // Until the list arrives, the current company stands alone so that the select shows it.
  const options = items.some((company) => company.id === value)
    ? items
    : [{ id: value, fullName: value }, ...items];
  return (
    <TextField
      select
      size="small"
      label="Entreprise"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      helperText={companies.isError ? "Impossible de charger les entreprises" : undefined}
      error={companies.isError}
      sx={{ minWidth: { xs: "100%", sm: 280 } }}
    >
      {options.map((company) => (
        <MenuItem key={company.id} value={company.id}>
          {company.fullName}
        </MenuItem>
      ))}
    </TextField>
  );
}
