import type { Enrolment } from "@campus/contracts/enrolments";
import { listName } from "@campus/contracts/people";
import HistoryOutlined from "@mui/icons-material/HistoryOutlined";
import PersonRemoveOutlined from "@mui/icons-material/PersonRemoveOutlined";
import Checkbox from "@mui/material/Checkbox";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { formatDay } from "../../../lib/dates.ts";
import { RowAction } from "../../../ui/row-action.tsx";
import { actionsColumn, type TableColumn } from "../../../ui/table-column.ts";

/** An enrolment's key in a selection: its course and its student. */
export const enrolmentKey = (enrolment: Pick<Enrolment, "course" | "student">) =>
  `${enrolment.course.id}:${enrolment.student.id}`;

/** « Petit Léa — Algorithmique »: an enrolment named in labels and lists. */
export const enrolmentName = (enrolment: Pick<Enrolment, "course" | "student">) =>
  `${listName(enrolment.student)} — ${enrolment.course.title}`;

export const studentPath = (id: string) => `/dashboard/students/${encodeURIComponent(id)}`;
export const coursePath = (id: string) => `/dashboard/admCourseInfo/${encodeURIComponent(id)}`;

interface EnrolmentColumnsOptions {
  isSelected: (enrolment: Enrolment) => boolean;
  onToggle: (enrolment: Enrolment) => void;
  onShowHistory: (enrolment: Enrolment) => void;
  onWithdraw: (enrolment: Enrolment) => void;
}

/** The « Actions » column, its two buttons side by side. */
const noWrapActions = (render: (enrolment: Enrolment) => ReactNode): TableColumn<Enrolment> => ({
  ...actionsColumn(render),
  noWrap: true,
});

/** The enrolments list: a box to select each, the student, the course, where the student is, since when. */
export function enrolmentColumns({
  isSelected,
  onToggle,
  onShowHistory,
  onWithdraw,
}: EnrolmentColumnsOptions): TableColumn<Enrolment>[] {
  return [
    {
      id: "select",
      label: "Sélection",
      card: "actions",
      render: (enrolment) => (
        <Checkbox
          size="small"
          checked={isSelected(enrolment)}
          onChange={() => onToggle(enrolment)}
          slotProps={{ input: { "aria-label": `Sélectionner ${enrolmentName(enrolment)}` } }}
        />
      ),
    },
    {
      id: "student",
      label: "Apprenant",
      sortKey: "student",
      card: "title",
      minWidth: 170,
      render: (enrolment) => (
        <>
          <Link component={RouterLink} to={studentPath(enrolment.student.id)} sx={{ fontWeight: 600 }}>
            {listName(enrolment.student)}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {enrolment.student.studentNumber}
          </Typography>
        </>
      ),
    },
    {
      id: "course",
      label: "Cours",
      sortKey: "course",
      minWidth: 160,
      render: (enrolment) => (
        <Link component={RouterLink} to={coursePath(enrolment.course.id)}>
          {enrolment.course.title}
        </Link>
      ),
    },
    {
      id: "cohort",
      label: "Session et niveau",
      minWidth: 140,
      render: (enrolment) => (
        <>
          {enrolment.student.cohortName ?? "—"}
          {enrolment.student.levelLabel ? (
            <Typography variant="body2" color="text.secondary">
              {enrolment.student.levelLabel}
            </Typography>
          ) : null}
        </>
      ),
      renderCard: (enrolment) =>
        [enrolment.student.cohortName, enrolment.student.levelLabel].filter(Boolean).join(" · ") || "—",
    },
    {
      id: "programme",
      label: "Programme",
      minWidth: 160,
      render: (enrolment) => enrolment.student.programmeName ?? "—",
    },
    {
      id: "since",
      label: "Inscrit depuis le",
      sortKey: "since",
      noWrap: true,
      render: (enrolment) => formatDay(enrolment.since),
    },
    noWrapActions((enrolment) => (
      <>
        <RowAction
          title="Historique"
          label={`Historique de ${listName(enrolment.student)}`}
          icon={<HistoryOutlined fontSize="small" />}
          onClick={() => onShowHistory(enrolment)}
        />
        <RowAction
          title="Retirer du cours"
          label={`Retirer ${enrolmentName(enrolment)}`}
          icon={<PersonRemoveOutlined fontSize="small" />}
          onClick={() => onWithdraw(enrolment)}
          color="error"
        />
      </>
    )),
  ];
}
