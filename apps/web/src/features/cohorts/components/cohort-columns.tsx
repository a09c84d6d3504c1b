import type { Cohort } from "@campus/contracts/cohorts";
import { plural } from "@campus/contracts/french";
import ArchiveOutlined from "@mui/icons-material/ArchiveOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import FolderZipOutlined from "@mui/icons-material/FolderZipOutlined";
import GroupsOutlined from "@mui/icons-material/GroupsOutlined";
import HowToRegOutlined from "@mui/icons-material/HowToRegOutlined";
import UnarchiveOutlined from "@mui/icons-material/UnarchiveOutlined";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import { formatDay } from "../../../lib/dates.ts";
import { DeferredTooltip } from "../../../ui/deferred-tooltip.tsx";
import { RowAction } from "../../../ui/row-action.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";

/** The students list filtered by one session. */
export const cohortStudentsPath = (cohortId: string) =>
  `/dashboard/students?cohortId=${encodeURIComponent(cohortId)}`;

interface CohortActions {
  onEdit: (cohort: Cohort) => void;
  onArchive: (cohort: Cohort) => void;
  onDelete: (cohort: Cohort) => void;
  onHalfDaySheet: (cohort: Cohort) => void;
  onProofBundle: (cohort: Cohort) => void;
}

/** The columns of the sessions list, its actions at the end (at a card's foot on a phone). */
export function cohortColumns({
  onEdit,
  onArchive,
  onDelete,
  onHalfDaySheet,
  onProofBundle,
}: CohortActions): TableColumn<Cohort>[] {
  return [
    {
      id: "name",
      label: "Nom",
      sortKey: "name",
      minWidth: 180,
      card: "title",
      render: (cohort) => (
        <>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {cohort.name}
          </Typography>
          {cohort.archivedAt ? (
            <Chip label="Archivée" color="warning" size="small" sx={{ ml: 1, verticalAlign: "middle" }} />
          ) : null}
        </>
      ),
    },
    { id: "programme", label: "Programme", minWidth: 160, render: (cohort) => cohort.programme?.name ?? "—" },
    {
      id: "startDate",
      label: "Début",
      sortKey: "startDate",
      noWrap: true,
      render: (cohort) => formatDay(cohort.startDate),
    },
    {
      id: "endDate",
      label: "Fin",
      sortKey: "endDate",
      noWrap: true,
      render: (cohort) => formatDay(cohort.endDate),
    },
    {
      id: "students",
      label: "Apprenants",
      align: "right",
      noWrap: true,
      render: (cohort) => (
        <Link
          component={RouterLink}
          to={cohortStudentsPath(cohort.id)}
          aria-label={`${plural(cohort.studentCount, "apprenant")} dans la session ${cohort.name}`}
        >
          {plural(cohort.studentCount, "apprenant")}
        </Link>
      ),
    },
    {
      id: "courses",
      label: "Cours",
      align: "right",
      noWrap: true,
      render: (cohort) => plural(cohort.courseCount, "cours", "cours"),
    },
    actionsColumn((cohort) => (
      <Box sx={{ display: "inline-flex", gap: 0.5 }}>
        <DeferredTooltip title="Voir les apprenants">
          <IconButton
            size="small"
            component={RouterLink}
            to={cohortStudentsPath(cohort.id)}
            aria-label={`Voir les apprenants de la session ${cohort.name}`}
          >
            <GroupsOutlined fontSize="small" />
          </IconButton>
        </DeferredTooltip>
        <RowAction
          title="Émargement par demi-journée"
          label={`Feuille d'émargement par demi-journée de la session ${cohort.name}`}
          icon={<HowToRegOutlined fontSize="small" />}
          onClick={() => onHalfDaySheet(cohort)}
        />
        <RowAction
          title="Dossier de preuve"
          label={`Dossier de preuve de la session ${cohort.name}`}
          icon={<FolderZipOutlined fontSize="small" />}
          onClick={() => onProofBundle(cohort)}
        />
        <RowAction
          title="Modifier"
          label={`Modifier la session ${cohort.name}`}
          icon={<EditOutlined fontSize="small" />}
          onClick={() => onEdit(cohort)}
        />
        <RowAction
          title={cohort.archivedAt ? "Désarchiver" : "Archiver"}
          label={`${cohort.archivedAt ? "Désarchiver" : "Archiver"} la session ${cohort.name}`}
          icon={
            cohort.archivedAt ? <UnarchiveOutlined fontSize="small" /> : <ArchiveOutlined fontSize="small" />
          }
          onClick={() => onArchive(cohort)}
        />
        <RowAction
          title="Supprimer"
          label={`Supprimer la session ${cohort.name}`}
          icon={<DeleteOutlined fontSize="small" />}
          onClick={() => onDelete(cohort)}
        />
      </Box>
    )),
  ];
}
