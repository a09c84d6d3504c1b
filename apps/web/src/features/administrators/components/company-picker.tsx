import { useCompanyOptions } from "../../../entities/companies/index.ts";
import { OptionSelect } from "../../../ui/option-select.tsx";

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
    <OptionSelect
      label="Entreprise"
      value={value}
      onChange={onChange}
      options={options.map((company) => ({ value: company.id, label: company.fullName }))}
      loadError={companies.isError ? "Impossible de charger les entreprises" : undefined}
      size="small"
      sx={{ minWidth: { xs: "100%", sm: 280 } }}
    />
  );
}
