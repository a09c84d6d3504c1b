import { pluralOfList } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { PROGRAMME_SORTS, type ProgrammeListQuery } from "@campus/contracts/programmes";
import AddOutlined from "@mui/icons-material/AddOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { useNavigate } from "react-router";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { FilterGrid } from "../../../ui/filter-grid.tsx";
import { ImportButton } from "../../../ui/import-button.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import { SwitchAndClearFilters } from "../../../ui/switch-and-clear-filters.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCreateProgramme } from "../api/create-programme.ts";
import { useProgrammes } from "../api/programmes.ts";
import { type ProgrammeAction, ProgrammeActionDialogs } from "../components/programme-action-dialogs.tsx";
import { programmeColumns } from "../components/programme-columns.tsx";
import { type ProgrammeFormValues, toCreateProgrammeBody } from "../components/programme-form-schema.ts";
import { programmeDetailPath } from "../components/programme-paths.ts";

// The forms load with their dialog, not with the page.
const ProgrammeFormDialog = loadWhenShown(() =>
  import("../components/programme-form-dialog.tsx").then((module) => module.ProgrammeFormDialog),
);
const ImportDialog = loadWhenShown(() =>
  import("../../../entities/imports/index.ts").then((module) => module.ImportDialog),
);

const isSort = (value: string): value is ProgrammeListQuery["sort"] =>
  PROGRAMME_SORTS.some((sort) => sort === value);

/** What a school without any programme reads: where everything starts, and the button to begin. */
function NoProgrammeYet({ onCreate, onImport }: { onCreate: () => void; onImport: () => void }) {
  return (
    <Box sx={{ display: "grid", justifyItems: "center", gap: 1.5, maxWidth: 520, mx: "auto" }}>
      <Typography sx={{ fontWeight: 600, color: "text.primary" }}>Aucun programme pour l'instant</Typography>
      <Typography variant="body2">
        Créez d'abord un programme (un BTS, un bachelor…) avec ses niveaux : ses sessions scolaires, ses cours
        et ses apprenants s'y rattacheront ensuite. Plusieurs programmes ? Importez-les d'un fichier CSV ou
        Excel.
      </Typography>
      <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: 1 }}>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={onCreate}>
          Créer un programme
        </Button>
        <Button variant="outlined" startIcon={<UploadFileOutlined />} onClick={onImport}>
          Importer un fichier
        </Button>
      </Box>
    </Box>
  );
}

/** `/dashboard/programs`: the school's programmes, current or archived; administrators manage them. */
export function ProgrammesPage() {
  usePageTitle("Gestion des programmes");
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const list = useListParams({ filterKeys: ["q", "archived"], defaultSort: "name" });
  const q = list.filters.q ?? "";
  const isArchived = list.filters.archived === "true";
  const programmes = useProgrammes({
    page: list.page,
    pageSize: list.pageSize,
    sort: isSort(list.sort) ? list.sort : "name",
    archived: isArchived,
    q: q || undefined,
  });
  const createProgramme = useCreateProgramme();
  const [isCreating, setIsCreating] = useState(false);
  const [isImporting, setIsImporting] = useState(false);
  const [action, setAction] = useState<ProgrammeAction | null>(null);
  const columns = useMemo(() => programmeColumns(setAction), []);
  const hasFilters = q !== "" || isArchived;

  const handleCreate = async (values: ProgrammeFormValues) => {
    try {
      const programme = await createProgramme.mutateAsync(toCreateProgrammeBody(values));
      enqueueSnackbar(MESSAGES.createOk, { variant: "success" });
      setIsCreating(false);
      void navigate(programmeDetailPath(programme.id));
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
      throw error;
    }
  };

  const emptyText = isArchived ? (
    q ? (
      "Aucun programme archivé ne correspond à la recherche"
    ) : (
      "Aucun programme archivé"
    )
  ) : q ? (
    "Aucun programme ne correspond à la recherche"
  ) : (
    <NoProgrammeYet onCreate={() => setIsCreating(true)} onImport={() => setIsImporting(true)} />
  );

  return (
    <>
      <PageHeader
        title="Gestion des programmes"
        subtitle={
          programmes.data
            ? pluralOfList(
                programmes.data,
                isArchived ? "programme archivé" : "programme",
                isArchived ? "programmes archivés" : "programmes",
              )
            : undefined
        }
        actions={
          <>
            <ImportButton onClick={() => setIsImporting(true)} />
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setIsCreating(true)}>
              Nouveau programme
            </Button>
          </>
        }
      />
      <Card>
        <FilterGrid>
          <SearchField
            value={q}
            onChange={(value) => list.setFilters({ q: value || undefined })}
            label="Rechercher un programme"
            placeholder="Intitulé, code, code RNCP"
            fullWidth
          />
          <SwitchAndClearFilters
            label="Programmes archivés"
            isChecked={isArchived}
            onChange={(checked) => list.setFilters({ archived: checked ? "true" : undefined })}
            hasFilters={hasFilters}
            onClear={() => list.setFilters({ q: undefined, archived: undefined })}
          />
        </FilterGrid>
        <Divider />
        <PagedTable
          label="Liste des programmes"
          columns={columns}
          {...pagedQueryProps(programmes)}
          getRowId={(programme) => programme.id}
          page={list.page}
          pageSize={list.pageSize}
          onPageChange={list.setPage}
          onPageSizeChange={list.setPageSize}
          sort={list.sort}
          onSortChange={list.setSort}
          errorText="Impossible de charger la liste des programmes."
          emptyText={emptyText}
          minWidth={1100}
        />
      </Card>
      {isCreating ? (
        <ProgrammeFormDialog
          title="Nouveau programme"
          submitLabel="Créer"
          onSubmit={handleCreate}
          onClose={() => setIsCreating(false)}
        />
      ) : null}
      <ProgrammeActionDialogs action={action} onClose={() => setAction(null)} />
      {isImporting ? <ImportDialog kind="programmes" isOpen onClose={() => setIsImporting(false)} /> : null}
    </>
  );
}
