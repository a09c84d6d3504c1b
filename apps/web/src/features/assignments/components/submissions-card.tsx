import {
  type AssignmentDetail,
  DEFAULT_SUBMISSION_SORT,
  type HandInFilter,
  type Submission,
} from "@campus/contracts/assignments";
import { formatNumber } from "@campus/contracts/format-number";
import { listName } from "@campus/contracts/people";
import Card from "@mui/material/Card";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { formatDateTime } from "../../../lib/dates.ts";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { useLocalPaging } from "../../../ui/use-local-paging.ts";
import { useSubmissions } from "../api/assignments.ts";
import { HandInFilterChips } from "./hand-in-filter-chips.tsx";
import { SubmissionFilesCell } from "./missing-file-chip.tsx";
import { SubmissionStateChip } from "./state-chip.tsx";

// The forms load with their dialog, not with the page.
const ReviewDialog = loadWhenShown(() => import("./review-dialog.tsx").then((module) => module.ReviewDialog));

const columns: TableColumn<Submission>[] = [
  { id: "name", label: "Apprenant", minWidth: 180, sortKey: "lastname", render: (row) => listName(row) },
  { id: "state", label: "État", render: (row) => <SubmissionStateChip state={row.state} /> },
  {
    id: "at",
    label: "Rendu le",
    noWrap: true,
    sortKey: "submittedAt",
    render: (row) => formatDateTime(row.submittedAt) || "—",
  },
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

/**
 * Who handed in and who did not, newest hand-in first (or by name); chips filter handed in, late and
 * nothing handed in, each with its count; a row opens the student's submission.
 */
export function SubmissionsCard({ box }: { box: AssignmentDetail }) {
  const paging = useLocalPaging();
  const { page, pageSize, search: q } = paging;
  const [handIn, setHandIn] = useState<HandInFilter | undefined>(undefined);
  const [sort, setSort] = useState(DEFAULT_SUBMISSION_SORT);
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useSubmissions(box.id, { page, pageSize, q: q || undefined, handIn, sort }, true);
  const open = list.data?.items.find((item) => item.studentId === openId);
  return (
    <Card component="section" aria-label="Rendus des apprenants">
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ p: 2, alignItems: { md: "center" } }}>
        <SearchField label="Rechercher un apprenant" value={q} onChange={paging.setSearch} />
        <HandInFilterChips
          value={handIn}
          counts={list.data?.counts}
          onChange={(next) => {
            setHandIn(next);
            paging.setPage(1);
          }}
        />
      </Stack>
      <PagedTable
        label="Rendus des apprenants"
        columns={columns}
        {...pagedQueryProps(list)}
        getRowId={(row) => row.studentId}
        {...paging.pagingProps}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          paging.setPage(1);
        }}
        errorText="Impossible de charger les rendus."
        emptyText={
          handIn || q ? "Aucun apprenant ne correspond à ces critères." : "Aucun apprenant ne suit ce cours."
        }
        onRowClick={(row) => setOpenId(row.studentId)}
        minWidth={560}
      />
      {open ? <ReviewDialog box={box} submission={open} onClose={() => setOpenId(null)} /> : null}
    </Card>
  );
}
