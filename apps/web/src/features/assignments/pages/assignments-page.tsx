import type { AssignmentSummary } from "@campus/contracts/assignments";
import { plural } from "@campus/contracts/french";
import { isStudentOnly } from "@campus/contracts/roles";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDateTime } from "../../../lib/dates.ts";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { useLocalPaging } from "../../../ui/use-local-paging.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useAssignments } from "../api/assignments.ts";
import { SubmissionStateChip } from "../components/state-chip.tsx";

// The forms load with their dialog, not with the page.
const BoxFormDialog = loadWhenShown(() =>
  import("../components/box-form-dialog.tsx").then((module) => module.BoxFormDialog),
);

const staffColumns: TableColumn<AssignmentSummary>[] = [
  {
    id: "title",
    label: "Dépôt",
    minWidth: 200,
    render: (row) => (
      <Stack spacing={0.25}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {row.title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {row.courseTitle}
        </Typography>
      </Stack>
    ),
  },
  { id: "due", label: "Date limite", noWrap: true, render: (row) => formatDateTime(row.dueAt) },
  {
    id: "counts",
    label: "Rendus",
    render: (row) =>
      row.counts ? (
        <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: "wrap" }}>
          <Chip
            size="small"
            color="success"
            variant="outlined"
            label={plural(row.counts.submitted, "rendu")}
          />
          <Chip size="small" color="warning" variant="outlined" label={`${row.counts.late} en retard`} />
          <Chip
            size="small"
            variant="outlined"
            label={plural(row.counts.missing, "non rendu", "non rendus")}
          />
          <Chip size="small" color="info" variant="outlined" label={plural(row.counts.graded, "corrigé")} />
        </Stack>
      ) : null,
  },
  {
    id: "status",
    label: "Statut",
    render: (row) =>
      row.archived ? (
        <Chip size="small" label="Archivé" />
      ) : (
        <Chip size="small" label="Actif" color="primary" variant="outlined" />
      ),
  },
];

const studentColumns: TableColumn<AssignmentSummary>[] = [
  staffColumns[0] as TableColumn<AssignmentSummary>,
  { id: "due", label: "À rendre avant le", noWrap: true, render: (row) => formatDateTime(row.myDueAt) },
  {
    id: "state",
    label: "État",
    render: (row) => (row.state ? <SubmissionStateChip state={row.state} /> : null),
  },
];

/** `/dashboard/assignments`: the teacher's boxes with their counts, or the student's with their state. */
export function AssignmentsPage() {
  usePageTitle("Dépôts");
  const user = useCurrentUser();
  const isStudent = isStudentOnly(user.roles);
  const navigate = useNavigate();
  const paging = useLocalPaging();
  const { page, pageSize, search: q } = paging;
  const [isCreating, setIsCreating] = useState(false);
  const list = useAssignments({ page, pageSize, q: q || undefined });
  return (
    <>
      <PageHeader
        title="Dépôts"
        subtitle={
          isStudent ? "Vos travaux à rendre, les plus urgents d'abord" : "Les boîtes de dépôt de vos cours"
        }
        actions={
          isStudent ? undefined : (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setIsCreating(true)}>
              Nouveau dépôt
            </Button>
          )
        }
      />
      <Card>
        <Stack sx={{ p: 2 }}>
          <SearchField label="Rechercher un dépôt" value={q} onChange={paging.setSearch} />
        </Stack>
        <PagedTable
          label="Liste des dépôts"
          columns={isStudent ? studentColumns : staffColumns}
          {...pagedQueryProps(list)}
          getRowId={(row) => row.id}
          {...paging.pagingProps}
          errorText="Impossible de charger les dépôts."
          emptyText={isStudent ? "Aucun travail à rendre pour le moment." : "Aucun dépôt : créez le premier."}
          onRowClick={(row) => void navigate(`/dashboard/assignments/${row.id}`)}
        />
      </Card>
      {isCreating ? (
        <BoxFormDialog
          onClose={() => setIsCreating(false)}
          onSaved={(id) => void navigate(`/dashboard/assignments/${id}`)}
        />
      ) : null}
    </>
  );
}
