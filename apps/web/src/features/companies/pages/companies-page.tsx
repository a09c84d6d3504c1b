import AddBusinessOutlined from "@mui/icons-material/AddBusinessOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import { useState } from "react";
import { useCompanies } from "../../../entities/companies/index.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { COMPANY_COLUMNS } from "../components/company-columns.tsx";

// The form loads with its dialog, not with the list.
const CreateCompanyDialog = loadWhenShown(() =>
  import("../components/create-company-dialog.tsx").then((module) => module.CreateCompanyDialog),
);

/** `/dashboard/entreprises`: the platform operator's list of companies, and "Nouvelle entreprise". */
export function CompaniesPage() {
  usePageTitle("Entreprises");
  const list = useListParams();
  const { page, pageSize } = list;
  const [isCreating, setIsCreating] = useState(false);
  const companies = useCompanies({ page, pageSize });

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
      <Card>
        <PagedTable
          label="Liste des entreprises"
          columns={COMPANY_COLUMNS}
          {...pagedQueryProps(companies)}
          getRowId={(company) => company.id}
          page={page}
          pageSize={pageSize}
          pageSizeOptions={list.pageSizes}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          errorText="Impossible de charger la liste des entreprises."
          emptyText="Aucune entreprise"
          minWidth={640}
        />
      </Card>
      {isCreating ? <CreateCompanyDialog onClose={() => setIsCreating(false)} /> : null}
    </>
  );
}
