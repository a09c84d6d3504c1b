import type { Company } from "@campus/contracts/companies";
import Link from "@mui/material/Link";
import Skeleton from "@mui/material/Skeleton";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import { Link as RouterLink } from "react-router";

const COLUMNS = ["Identifiant", "Nom", "Adresse de contact", "Utilisateurs"] as const;
const SKELETON_ROWS = [0, 1, 2];

interface CompaniesTableProps {
  companies: readonly Company[] | undefined;
  isLoading: boolean;
}

function SkeletonRows() {
  return SKELETON_ROWS.map((row) => (
    <TableRow key={row} data-testid="companies-skeleton">
      {COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function CompanyRow({ company }: { company: Company }) {
  return (
    <TableRow hover>
      <TableCell>
        <Link component={RouterLink} to={`/dashboard/entreprises/${encodeURIComponent(company.id)}`}>
          {company.id}
        </Link>
      </TableCell>
      <TableCell>{company.fullName}</TableCell>
      <TableCell>{company.contactAddress}</TableCell>
      <TableCell align="right">{company.userCount.toLocaleString("fr-FR")}</TableCell>
    </TableRow>
  );
}

export function CompaniesTable({ companies, isLoading }: CompaniesTableProps) {
  const isEmpty = !isLoading && companies?.length === 0;
  return (
    <Table aria-label="Liste des entreprises" aria-busy={isLoading} sx={{ minWidth: 640 }}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column} align={column === "Utilisateurs" ? "right" : "left"}>
              {column}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {isLoading ? (
          <SkeletonRows />
        ) : (
          companies?.map((company) => <CompanyRow key={company.id} company={company} />)
        )}
        {isEmpty ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} align="center" sx={{ py: 5, color: "text.secondary" }}>
              Aucune entreprise
            </TableCell>
          </TableRow>
        ) : null}
      </TableBody>
    </Table>
  );
}
