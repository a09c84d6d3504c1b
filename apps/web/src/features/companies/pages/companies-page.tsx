import AddBusinessOutlined from "@mui/icons-material/AddBusinessOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import TableContainer from "@mui/material/TableContainer";
import TablePagination from "@mui/material/TablePagination";
import { useState } from "react";
import { useListParams } from "../../../lib/use-list-params.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCompanies } from "../api/companies.ts";
import { CompaniesTable } from "../components/companies-table.tsx";
import { CreateCompanyDialog } from "../components/create-company-dialog.tsx";

const PAGINATION_LABELS = {
  first: "Première page",
  previous: "Page précédente",
  next: "Page suivante",
  last: "Dernière page",
} as const;

/** `/dashboard/entreprises`: the platform operator's list of companies, and "Nouvelle entreprise". */
export function CompaniesPage() {
  usePageTitle("Entreprises");
  const list = useListParams();
  const { page, pageSize } = list;
  const [isCreating, setIsCreating] = useState(false);
  const companies = useCompanies({ page, pageSize });
  const { data, isPending, isError } = companies;

  const handlePageSizeChange = (value: string) => {
    list.setPageSize(Number(value));
  };

  return (
    <>
      <PageHeader
        title="Entreprises"
        actions={
          <Button variant="contained" startIcon={<AddBusinessOutlined />} onClick={() => setIsCreating(true)}>
            Nouvelle entreprise
          </Button>
        }
      />
      {isError && !data ? (
        <LoadErrorAlert query={companies} message="Impossible de charger la liste des entreprises." />
      ) : (
        <Card>
          <TableContainer>
            <CompaniesTable companies={data?.items} isLoading={isPending} />
          </TableContainer>
          {data && data.total > 0 ? (
            <TablePagination
              component="div"
              count={data.total}
              page={page - 1}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[...list.pageSizes]}
              onPageChange={(_, nextPage) => list.setPage(nextPage + 1)}
              onRowsPerPageChange={(event) => handlePageSizeChange(event.target.value)}
              labelRowsPerPage="Lignes par page :"
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
              getItemAriaLabel={(type) => PAGINATION_LABELS[type]}
            />
          ) : null}
        </Card>
      )}
      {isCreating ? <CreateCompanyDialog onClose={() => setIsCreating(false)} /> : null}
    </>
  );
}
