import type { Absence } from "@campus/contracts/attendance";
import { ATTENDANCE_ENDPOINTS } from "@campus/contracts/attendance.endpoints";
import { formatNumber } from "@campus/contracts/format-number";
import { hasAccess } from "@campus/contracts/permissions";
import { useAbsences } from "../../../entities/absences/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useListParams } from "../../../lib/use-list-params.ts";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { ABSENCE_COLUMN } from "./absence-columns.tsx";
import { useExcuseActions } from "./use-excuse-actions.tsx";

const COLUMNS: readonly TableColumn<Absence>[] = [
  ABSENCE_COLUMN.date,
  ABSENCE_COLUMN.course,
  ABSENCE_COLUMN.status,
  ABSENCE_COLUMN.excused,
  ABSENCE_COLUMN.reason,
];

/**
 * One student's absences and lateness, newest first (a teacher: in the courses they teach);
 * administrators excuse them from here. The page is in the address (`?absences.page=`).
 */
export function StudentAbsencesCard({ studentId }: { studentId: string }) {
  const me = useCurrentUser();
  const canExcuse = hasAccess(ATTENDANCE_ENDPOINTS.setExcuse.access, me.roles);
  const { page, pageSize, setPage } = useListParams({ namespace: "absences", defaultPageSize: 10 });
  const absences = useAbsences({ studentId, includeLate: "true", page, pageSize });
  const excuseActions = useExcuseActions();
  const total = absences.data?.total ?? 0;

  return (
    <SectionCard
      title="Absences et retards"
      subheader={absences.data ? `${formatNumber(total)} au total` : undefined}
    >
      <PagedTable
        label="Absences et retards de l'apprenant"
        columns={canExcuse ? [...COLUMNS, excuseActions.column] : COLUMNS}
        {...pagedQueryProps(absences)}
        getRowId={(absence) => absence.slotId}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        errorText="Impossible de charger les absences."
        emptyText="Aucune absence ni aucun retard."
        minWidth={canExcuse ? 820 : 700}
      />
      {excuseActions.dialogs}
    </SectionCard>
  );
}
