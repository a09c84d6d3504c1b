import type { Company } from "@campus/contracts/companies";
import { formatNumber } from "@campus/contracts/format-number";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import type { TableColumn } from "../../../ui/table-column.ts";

const companyPath = (company: Company) => `/dashboard/entreprises/${encodeURIComponent(company.id)}`;

/** The columns of the platform's list of companies; the identifier leads to the company. */
export const COMPANY_COLUMNS: readonly TableColumn<Company>[] = [
  {
    id: "id",
    label: "Identifiant",
    render: (company) => (
      <Link component={RouterLink} to={companyPath(company)}>
        {company.id}
      </Link>
    ),
    // The card's title is the name and carries the link.
    renderCard: (company) => company.id,
  },
  {
    id: "fullName",
    label: "Nom",
    render: (company) => company.fullName,
    card: "title",
    renderCard: (company) => (
      <Link component={RouterLink} to={companyPath(company)}>
        {company.fullName}
      </Link>
    ),
  },
  { id: "contactAddress", label: "Adresse de contact", render: (company) => company.contactAddress },
  {
    id: "userCount",
    label: "Utilisateurs",
    align: "right",
    render: (company) => formatNumber(company.userCount),
  },
];
