import type { EnrolmentChange } from "@campus/contracts/enrolments";
import { listName } from "@campus/contracts/people";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { CourseFilter } from "../../../entities/courses/index.ts";
import { StudentFilter } from "../../../entities/students/index.ts";
import { formatDateTime, formatDay } from "../../../lib/dates.ts";
import { useListParams } from "../../../lib/use-list-params.ts";
import { ClearFiltersButton, FilterGrid } from "../../../ui/filter-grid.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { useEnrolmentHistory } from "../api/enrolment-history.ts";
import { coursePath, studentPath } from "./enrolment-columns.tsx";

const CHANGE_LABELS = { enrol: "Inscription", withdraw: "Retrait" } as const;

const COLUMNS: readonly TableColumn<EnrolmentChange>[] = [
  {
    id: "effectiveOn",
    label: "Date d'effet",
    noWrap: true,
    render: (item) => formatDay(item.effectiveOn),
  },
  {
    id: "change",
    label: "Mouvement",
    render: (item) => (
      <Chip
        size="small"
        variant="outlined"
        color={item.change === "enrol" ? "success" : "warning"}
        label={CHANGE_LABELS[item.change]}
      />
    ),
  },
  {
    id: "student",
    label: "Apprenant",
    card: "title",
    minWidth: 180,
    render: (item) => (
      <Link component={RouterLink} to={studentPath(item.student.id)} sx={{ fontWeight: 600 }}>
        {listName(item.student)}
      </Link>
    ),
  },
  {
    id: "course",
    label: "Cours",
    minWidth: 160,
    render: (item) => (
      <Link component={RouterLink} to={coursePath(item.course.id)}>
        {item.course.title}
      </Link>
    ),
  },
  { id: "reason", label: "Motif", minWidth: 160, render: (item) => item.reason ?? "—" },
  { id: "author", label: "Par", render: (item) => item.author?.name ?? "—" },
  {
    id: "createdAt",
    label: "Enregistré le",
    noWrap: true,
    render: (item) => formatDateTime(item.createdAt),
  },
];

/**
 * The history of enrolments and withdrawals: of one student, one course, both, or the whole school,
 * newest first, with the day each takes effect, why, and who recorded it.
 */
export function EnrolmentHistory() {
  const list = useListParams({ filterKeys: ["courseId", "studentId"] });
  const courseId = list.filters.courseId ?? "";
  const studentId = list.filters.studentId ?? "";
  const history = useEnrolmentHistory({
    page: list.page,
    pageSize: list.pageSize,
    ...(courseId ? { courseId } : {}),
    ...(studentId ? { studentId } : {}),
  });
  const hasFilters = courseId !== "" || studentId !== "";

  return (
    <>
      <FilterGrid>
        <StudentFilter value={studentId} onChange={(id) => list.setFilters({ studentId: id })} />
        <CourseFilter params={{ filters: { courseId }, update: list.setFilters }} />
        {hasFilters ? (
          <div>
            <ClearFiltersButton
              hasFilters
              onClear={() => list.setFilters({ courseId: undefined, studentId: undefined })}
            />
          </div>
        ) : null}
      </FilterGrid>
      <Divider />
      <PagedTable
        label="Historique des inscriptions"
        columns={COLUMNS}
        {...pagedQueryProps(history)}
        getRowId={(item) => item.id}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
        errorText="Impossible de charger l'historique des inscriptions."
        emptyText={
          hasFilters
            ? "Aucune inscription ni aucun retrait pour ces filtres"
            : "Aucune inscription ni aucun retrait enregistré pour l'instant"
        }
        minWidth={960}
      />
    </>
  );
}
