import { pluralOfList } from "@campus/contracts/french";
import type { MarkChange } from "@campus/contracts/history";
import { MESSAGES } from "@campus/contracts/messages";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useExportMarkChanges } from "../api/export-mark-changes.ts";
import { useMarkChanges } from "../api/mark-changes.ts";
import { HistoryFilters } from "../components/history-filters.tsx";
import { MARK_CHANGE_COLUMNS } from "../components/mark-change-columns.tsx";
import { useHistoryParams } from "../components/use-history-params.ts";

const rowId = (change: MarkChange) => String(change.id);

/** `/dashboard/history`: « Historique », who changed which grade or attendance mark, and when (administrators). */
export function HistoryPage() {
  usePageTitle("Historique");
  const { enqueueSnackbar } = useSnackbar();
  const params = useHistoryParams();
  const { query, apiFilters, update, hasFilters, pageSizes } = params;
  const changes = useMarkChanges(query);
  const exportChanges = useExportMarkChanges();

  const handleExport = () => {
    exportChanges.mutate(apiFilters, {
      onError: () => enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" }),
    });
  };

  return (
    <>
      <PageHeader
        title="Historique"
        subtitle={changes.data ? pluralOfList(changes.data, "modification") : undefined}
        actions={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            onClick={handleExport}
            loading={exportChanges.isPending}
          >
            Exporter (XLSX)
          </Button>
        }
      />
      <Card>
        <HistoryFilters params={params} />
        <PagedTable
          label="Modifications des notes et présences"
          columns={MARK_CHANGE_COLUMNS}
          {...pagedQueryProps(changes)}
          getRowId={rowId}
          page={query.page}
          pageSize={query.pageSize}
          pageSizeOptions={pageSizes}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize })}
          errorText="Impossible de charger l'historique."
          emptyText={
            hasFilters ? "Aucune modification ne correspond aux filtres" : "Aucune modification enregistrée"
          }
          minWidth={1000}
        />
      </Card>
    </>
  );
}
