import { type Absence, ATTENDANCE_API } from "@campus/contracts/attendance";
import { MESSAGES } from "@campus/contracts/messages";
import { hasAccess } from "@campus/contracts/permissions";
import { STAFF_ROLES } from "@campus/contracts/roles";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Chip from "@mui/material/Chip";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { PagedTable, type PagedTableColumn } from "../../../ui/paged-table.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { formatSlotDate, formatSlotTimes } from "../../slots/index.ts";
import { useAbsences } from "../api/absences.ts";
import { useExcuseAbsence } from "../api/excuse-absence.ts";
import { useExportAbsences } from "../api/export-absences.ts";
import { AbsenceFilters } from "../components/absence-filters.tsx";
import { absenceStudentName } from "../components/absence-labels.ts";
import { AbsenceSummaryCard } from "../components/absence-summary-card.tsx";
import { ExcuseDialog } from "../components/excuse-dialog.tsx";
import { useAbsenceParams } from "../components/use-absence-params.ts";

const rowId = (absence: Absence) => `${absence.slotId}:${absence.student.id}`;

const STUDENT_COLUMNS: readonly PagedTableColumn<Absence>[] = [
  {
    id: "student",
    label: "Apprenant",
    minWidth: 160,
    render: (absence) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {absenceStudentName(absence)}
      </Typography>
    ),
  },
  { id: "number", label: "N°", noWrap: true, render: (absence) => absence.student.studentNumber },
];

const ABSENCE_COLUMNS: readonly PagedTableColumn<Absence>[] = [
  { id: "course", label: "Cours", minWidth: 160, render: (absence) => absence.course.title },
  {
    id: "date",
    label: "Date",
    noWrap: true,
    render: (absence) => (
      <>
        {formatSlotDate(absence.startsAt)}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: "block" }}>
          {formatSlotTimes(absence.startsAt, absence.endsAt)}
        </Typography>
      </>
    ),
  },
  {
    id: "status",
    label: "Statut",
    noWrap: true,
    render: (absence) =>
      absence.status === "late" ? (
        <Chip
          size="small"
          color="warning"
          label={absence.lateMinutes !== null ? `En retard (${absence.lateMinutes} min)` : "En retard"}
        />
      ) : (
        <Chip size="small" color="error" label="Absent" />
      ),
  },
  {
    id: "excused",
    label: "Justifiée",
    noWrap: true,
    render: (absence) =>
      absence.excused ? (
        <Chip size="small" color="success" variant="outlined" label="Oui" />
      ) : (
        <Chip size="small" variant="outlined" label="Non" />
      ),
  },
  {
    id: "reason",
    label: "Motif",
    minWidth: 160,
    render: (absence) => absence.reason ?? "—",
  },
];

/**
 * `/dashboard/absences`: « Gestion des absences ». Administrators see the company's and excuse them,
 * a teacher the absences of their courses, a student their own with their attendance summary.
 */
export function AbsencesPage() {
  const me = useCurrentUser();
  const { enqueueSnackbar } = useSnackbar();
  const isStaff = me.roles.some((role) => STAFF_ROLES.includes(role));
  const canExcuse = hasAccess(ATTENDANCE_API["POST /api/attendance/:slotId/:studentId/excuse"], me.roles);
  const canExport = hasAccess(ATTENDANCE_API["GET /api/absences/export.xlsx"], me.roles);
  const title = isStaff ? "Gestion des absences" : "Mes absences";
  usePageTitle(title);
  const params = useAbsenceParams();
  const { query, apiFilters, filters, update, hasFilters, pageSizes } = params;
  const absences = useAbsences(query);
  const exportAbsences = useExportAbsences();
  const withdraw = useExcuseAbsence();
  const [toExcuse, setToExcuse] = useState<Absence | null>(null);
  const [toWithdraw, setToWithdraw] = useState<Absence | null>(null);
  const total = absences.data?.total ?? 0;

  const handleExport = () => {
    exportAbsences.mutate(apiFilters, {
      onError: () => enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" }),
    });
  };

  const handleWithdraw = () => {
    if (!toWithdraw) return;
    withdraw.mutate(
      { target: { slotId: toWithdraw.slotId, studentId: toWithdraw.student.id }, body: { excused: false } },
      {
        onSuccess: () => enqueueSnackbar(MESSAGES.updateOk, { variant: "success" }),
        onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" }),
        onSettled: () => setToWithdraw(null),
      },
    );
  };

  const actionsColumn: PagedTableColumn<Absence> = {
    id: "actions",
    label: "Actions",
    noWrap: true,
    render: (absence) =>
      absence.excused ? (
        <Tooltip title="Retirer la justification">
          <Button
            size="small"
            color="inherit"
            aria-label="Retirer la justification"
            onClick={() => setToWithdraw(absence)}
          >
            Retirer
          </Button>
        </Tooltip>
      ) : (
        <Button size="small" variant="outlined" onClick={() => setToExcuse(absence)}>
          Justifier
        </Button>
      ),
  };
  const columns = [
    ...(isStaff ? STUDENT_COLUMNS : []),
    ...ABSENCE_COLUMNS,
    ...(canExcuse ? [actionsColumn] : []),
  ];
  const what = filters.includeLate === "true" ? "absence ou retard" : "absence";

  return (
    <>
      <PageHeader
        title={title}
        subtitle={
          absences.data
            ? `${total.toLocaleString("fr-FR")} ${filters.includeLate === "true" ? "absence(s) et retard(s)" : `absence${total > 1 ? "s" : ""}`}`
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
          rows={absences.data?.items}
          getRowId={rowId}
          total={total}
          page={query.page}
          pageSize={query.pageSize}
          pageSizeOptions={pageSizes}
          onPageChange={(page) => update({ page })}
          onPageSizeChange={(pageSize) => update({ pageSize })}
          isLoading={absences.isPending}
          error={absences.error}
          errorText="Impossible de charger les absences."
          onRetry={() => void absences.refetch()}
          isRetrying={absences.isRefetching}
          emptyText={hasFilters ? `Aucune ${what} ne correspond aux filtres` : `Aucune ${what}`}
          minWidth={isStaff ? 1000 : 720}
        />
      </Card>

      {toExcuse ? <ExcuseDialog absence={toExcuse} onClose={() => setToExcuse(null)} /> : null}
      <ConfirmDialog
        isOpen={toWithdraw !== null}
        title="Retirer la justification ?"
        message={
          toWithdraw
            ? `${absenceStudentName(toWithdraw)}, ${toWithdraw.course.title} le ${formatSlotDate(toWithdraw.startsAt)} : l'absence redeviendra non justifiée et son motif sera effacé.`
            : ""
        }
        confirmLabel="Retirer"
        isDestructive
        isPending={withdraw.isPending}
        onConfirm={handleWithdraw}
        onClose={() => setToWithdraw(null)}
      />
    </>
  );
}
