import type { Absence } from "@campus/contracts/attendance";
import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { pluralOfList } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { listName } from "@campus/contracts/people";
import { hasAccess } from "@campus/contracts/permissions";
import { hasStaffRole } from "@campus/contracts/roles";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useAbsences } from "../../../entities/absences/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useExportAbsences } from "../api/export-absences.ts";
import { ABSENCE_COLUMN } from "../components/absence-columns.tsx";
import { AbsenceFilters } from "../components/absence-filters.tsx";
import { AbsenceSummaryCard } from "../components/absence-summary-card.tsx";
import { useAbsenceParams } from "../components/use-absence-params.ts";
import { useExcuseActions } from "../components/use-excuse-actions.tsx";

const rowId = (absence: Absence) => `${absence.slotId}:${absence.student.id}`;

const STUDENT_COLUMNS: readonly TableColumn<Absence>[] = [
  {
    id: "student",
    label: "Apprenant",
    minWidth: 160,
    render: (absence) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {listName(absence.student)}
      </Typography>
    ),
  },
  { id: "number", label: "N°", noWrap: true, render: (absence) => absence.student.studentNumber },
];

const ABSENCE_COLUMNS: readonly TableColumn<Absence>[] = [
  ABSENCE_COLUMN.course,
  ABSENCE_COLUMN.date,
  ABSENCE_COLUMN.status,
  ABSENCE_COLUMN.excused,
  ABSENCE_COLUMN.reason,
];

/**
 * `/dashboard/absences`: « Gestion des absences ». Administrators see the company's and excuse them,
 * a teacher the absences of their courses, a student their own with their attendance summary.
 */
export function AbsencesPage() {
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const isStaff = hasStaffRole(me.roles);
  const canExcuse = hasAccess(ATTENDANCE_ENDPOINTS.setExcuse.access, me.roles);
  const canExport = hasAccess(ATTENDANCE_ENDPOINTS.exportAbsences.access, me.roles);
  const title = isStaff ? "Gestion des absences" : "Mes absences";
  usePageTitle(title);
  const params = useAbsenceParams();
  const { query, apiFilters, filters, update, hasFilters, pageSizes } = params;
  const absences = useAbsences(query);
  const exportAbsences = useExportAbsences();
  const excuseActions = useExcuseActions();

  const handleExport = () => {
    exportAbsences.mutate(apiFilters, {
      onError: () => enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" }),
    });
  };

  const columns = [
    ...(isStaff ? STUDENT_COLUMNS : []),
    ...ABSENCE_COLUMNS,
    ...(canExcuse ? [excuseActions.column] : []),
  ];
  const what = filters.includeLate === "true" ? "absence ou retard" : "absence";

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          absences.data
            ? filters.includeLate === "true"
              ? pluralOfList(absences.data, "absence ou retard", "absences ou retards")
              : pluralOfList(absences.data, "absence")
            : undefined
        }
        actions={
          canExport ? (
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              onClick={handleExport}
              loading={exportAbsences.isPending}
            >
              Excel
            </Button>
          ) : null
        }
      />
      {isStaff ? (
        filters.studentId ? (
          <AbsenceSummaryCard
            key={filters.studentId}
            studentId={filters.studentId}
            title="Assiduité de l'apprenant"
          />
        ) : null
      ) : (
        <AbsenceSummaryCard title="Mon assiduité" />
      )}
      <Card>
        <AbsenceFilters params={params} isStaff={isStaff} />
        <PagedTable
          label={isStaff ? "Liste des absences" : "Mes absences"}
          columns={columns}
          {...pagedQueryProps(absences)}
          getRowId={rowId}
          page={query.page}
          pageSize={query.pageSize}
          pageSizeOptions={pageSizes}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize })}
          errorText="Impossible de charger les absences."
          emptyText={hasFilters ? `Aucune ${what} ne correspond aux filtres` : `Aucune ${what}`}
          minWidth={isStaff ? 1000 : 720}
        />
      </Card>

      {excuseActions.dialogs}
    </>
  );
}
