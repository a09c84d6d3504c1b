import {
  type AssignmentDetail,
  SUBMISSION_STATE_LABELS,
  SUBMISSION_STATES,
  type Submission,
  type SubmissionState,
} from "@campus/contracts/assignments";
import Card from "@mui/material/Card";
import MenuItem from "@mui/material/MenuItem";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { formatDateTime } from "../../../lib/dates.ts";
import { formatNumber } from "../../../lib/format-number.ts";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { useLocalPaging } from "../../../ui/use-local-paging.ts";
import { useSubmissions } from "../api/assignments.ts";
import { SubmissionFilesCell } from "./missing-file-chip.tsx";
import { SubmissionStateChip } from "./state-chip.tsx";

// The forms load with their dialog, not with the page.
const ReviewDialog = loadWhenShown(() => import("./review-dialog.tsx").then((module) => module.ReviewDialog));

const columns: TableColumn<Submission>[] = [
  { id: "name", label: "Apprenant", minWidth: 180, render: (row) => `${row.lastname} ${row.firstname}` },
  { id: "state", label: "État", render: (row) => <SubmissionStateChip state={row.state} /> },
  { id: "at", label: "Rendu le", noWrap: true, render: (row) => formatDateTime(row.submittedAt) || "—" },
  {
    id: "files",
    label: "Fichiers",
    align: "right",
    render: (row) => <SubmissionFilesCell files={row.files} />,
  },
  {
    id: "grade",
    label: "Note",
    align: "right",
    render: (row) => (row.feedback.grade === null ? "—" : formatNumber(row.feedback.grade)),
  },
];

/** Who handed in and who did not; a row opens the student's submission. */
export function SubmissionsCard({ box }: { box: AssignmentDetail }) {
  const paging = useLocalPaging();
  const { page, pageSize, search: q } = paging;
  const [state, setState] = useState<SubmissionState | "">("");
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useSubmissions(box.id, { page, pageSize, q: q || undefined, state: state || undefined }, true);
  const open = list.data?.items.find((item) => item.studentId === openId);
  return (
    <Card component="section" aria-label="Rendus des apprenants">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ p: 2 }}>
        <SearchField label="Rechercher un apprenant" value={q} onChange={paging.setSearch} />
        <TextField
          select
          size="small"
          label="État"
          value={state}
          onChange={(event) => {
            setState(event.target.value as SubmissionState | "");
            paging.setPage(1);
          }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">Tous</MenuItem>
          {SUBMISSION_STATES.map((value) => (
            <MenuItem key={value} value={value}>
              {SUBMISSION_STATE_LABELS[value]}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <PagedTable
        label="Rendus des apprenants"
        columns={columns}
        {...pagedQueryProps(list)}
        getRowId={(row) => row.studentId}
        {...paging.pagingProps}
        errorText="Impossible de charger les rendus."
        emptyText="Aucun apprenant ne suit ce cours."
        onRowClick={(row) => setOpenId(row.studentId)}
        minWidth={560}
      />
      {open ? <ReviewDialog box={box} submission={open} onClose={() => setOpenId(null)} /> : null}
    </Card>
  );
}
