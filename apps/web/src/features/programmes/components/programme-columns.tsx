import { formatNumber } from "@campus/contracts/format-number";
import type { Programme } from "@campus/contracts/programmes";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Chip from "@mui/material/Chip";
import Link from "@mui/material/Link";
import { Link as RouterLink } from "react-router";
import { RowAction } from "../../../ui/row-action.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";
import type { ProgrammeAction } from "./programme-action-dialogs.tsx";
import { programmeDetailPath } from "./programme-paths.ts";

const dash = "—";

/** A programme's levels in order: « 1re année · 2e année ». */
export const levelsText = (programme: Pick<Programme, "levels">) =>
  programme.levels.length === 0 ? dash : programme.levels.map((level) => level.label).join(" · ");

/** « 1 350 h », or « — » when not given. */
export const durationText = (hours: number | null) => (hours === null ? dash : `${formatNumber(hours)} h`);

/** The columns of the programmes list; the actions column when the caller administers them. */
export function programmeColumns(onAction?: (action: ProgrammeAction) => void): TableColumn<Programme>[] {
  const columns: TableColumn<Programme>[] = [
    {
      id: "name",
      label: "Intitulé",
      sortKey: "name",
      minWidth: 220,
      render: (programme) => (
        <>
          <Link component={RouterLink} to={programmeDetailPath(programme.id)} sx={{ fontWeight: 600 }}>
            {programme.name}
          </Link>
          {programme.archived ? <Chip label="Archivé" size="small" sx={{ ml: 1 }} /> : null}
        </>
      ),
    },
    { id: "code", label: "Code", sortKey: "code", noWrap: true, render: (programme) => programme.code },
    { id: "rncpCode", label: "Code RNCP", noWrap: true, render: (programme) => programme.rncpCode ?? dash },
    { id: "levels", label: "Niveaux", minWidth: 160, render: levelsText },
    {
      id: "durationHours",
      label: "Durée",
      align: "right",
      noWrap: true,
      render: (programme) => durationText(programme.durationHours),
    },
    {
      id: "cohorts",
      label: "Sessions",
      align: "right",
      render: (programme) => formatNumber(programme.cohortCount),
    },
    {
      id: "courses",
      label: "Cours",
      align: "right",
      render: (programme) => formatNumber(programme.courseCount),
    },
    {
      id: "students",
      label: "Apprenants",
      align: "right",
      render: (programme) => formatNumber(programme.studentCount),
    },
  ];
  if (!onAction) return columns;
  return [
    ...columns,
    actionsColumn((programme) => (
      <>
        <RowAction
          title="Modifier"
          label={`Modifier le programme ${programme.name}`}
          icon={<EditOutlined fontSize="small" />}
          onClick={() => onAction({ kind: "edit", programme })}
        />
        <RowAction
          title={programme.archived ? "Désarchiver" : "Archiver"}
          label={`${programme.archived ? "Désarchiver" : "Archiver"} le programme ${programme.name}`}
          icon={
            programme.archived ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />
          }
          onClick={() => onAction({ kind: "archive", programme })}
        />
        <RowAction
          title="Supprimer"
          label={`Supprimer le programme ${programme.name}`}
          icon={<DeleteOutlined fontSize="small" />}
          color="error"
          onClick={() => onAction({ kind: "delete", programme })}
        />
      </>
    )),
  ];
}
