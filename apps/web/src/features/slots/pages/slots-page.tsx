import { pluralOfList } from "@campus/contracts/french";
import { hasAccess } from "@campus/contracts/permissions";
import { isAdministrator } from "@campus/contracts/roles";
import { MODE_LABELS, type Slot } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useNavigate } from "react-router";
import { SlotStatusChip, useSlots } from "../../../entities/slots/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatDate, formatTimeRange } from "../../../lib/dates.ts";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { addressPagingProps, PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { SlotFilters } from "../components/slot-filters.tsx";
import { SlotStatusActions } from "../components/slot-status-actions.tsx";

import { useSlotListParams } from "../components/use-slot-list-params.ts";

// The forms load with their dialog, not with the page.
const ProposeSlotDialog = loadWhenShown(() =>
  import("../components/propose-slot-dialog.tsx").then((module) => module.ProposeSlotDialog),
);

const BASE_COLUMNS: readonly TableColumn<Slot>[] = [
  {
    id: "date",
    label: "Date",
    sortKey: "startsAt",
    noWrap: true,
    render: (slot) => formatDate(slot.startsAt),
  },
  {
    id: "times",
    label: "Horaires",
    noWrap: true,
    render: (slot) => formatTimeRange(slot.startsAt, slot.endsAt),
  },
  {
    id: "course",
    label: "Cours",
    minWidth: 180,
    card: "title",
    render: (slot) => (
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {slot.course.title}
      </Typography>
    ),
  },
  { id: "teacher", label: "Professeur", minWidth: 140, render: (slot) => slot.teacher?.name ?? "—" },
  { id: "room", label: "Salle", noWrap: true, render: (slot) => slot.room ?? "—" },
  { id: "mode", label: "Mode", noWrap: true, render: (slot) => MODE_LABELS[slot.mode] },
  { id: "status", label: "Statut", render: (slot) => <SlotStatusChip status={slot.status} /> },
];

/** The quick actions of an administrator on a proposed slot: Valider, Annuler. */
const ADMIN_ACTIONS_COLUMN: TableColumn<Slot> = {
  id: "actions",
  label: "Actions",
  noWrap: true,
  card: "actions",
  render: (slot) =>
    slot.status === "proposed" ? (
      <Box sx={{ display: "flex", gap: 1 }}>
        <SlotStatusActions
          slotId={slot.id}
          allowedStatuses={["validated", "cancelled"]}
          size="small"
          slotLabel={`${slot.course.title}, ${formatDate(slot.startsAt)} ${formatTimeRange(slot.startsAt, slot.endsAt)}`}
        />
      </Box>
    ) : null,
};

/** `/dashboard/session`: « Gestion des séances », the slots of the company (a teacher: of their courses). */
export function SlotsPage() {
  usePageTitle("Gestion des séances");
  const me = useCurrentUser();
  const navigate = useNavigate();
  const isAdmin = isAdministrator(me.roles);
  const canPropose = hasAccess(SLOTS_ENDPOINTS.createSlot.access, me.roles);
  const params = useSlotListParams();
  const { query, hasFilters } = params;
  const slots = useSlots(query);
  const [isProposing, setIsProposing] = useState(false);
  const columns = isAdmin ? [...BASE_COLUMNS, ADMIN_ACTIONS_COLUMN] : BASE_COLUMNS;

  return (
    <>
      <PageHeader
        title="Gestion des séances"
        subtitle={slots.data ? pluralOfList(slots.data, "séance") : undefined}
        actions={
          canPropose ? (
            <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setIsProposing(true)}>
              Proposer une séance
            </Button>
          ) : null
        }
      />
      <Card>
        <SlotFilters params={params} hasTeacherFilter={isAdmin} />
        <PagedTable
          label="Liste des séances"
          columns={columns}
          {...pagedQueryProps(slots)}
          getRowId={(slot) => slot.id}
          {...addressPagingProps(params)}
          errorText="Impossible de charger les séances."
          emptyText={
            hasFilters
              ? "Aucune séance ne correspond aux filtres"
              : query.period === "upcoming"
                ? "Aucune séance à venir"
                : query.period === "past"
                  ? "Aucune séance passée"
                  : "Aucune séance"
          }
          onRowClick={(slot) => void navigate(`/dashboard/session/${slot.id}`)}
          minWidth={isAdmin ? 1000 : 860}
        />
      </Card>
      {isProposing ? <ProposeSlotDialog isAdmin={isAdmin} onClose={() => setIsProposing(false)} /> : null}
    </>
  );
}
