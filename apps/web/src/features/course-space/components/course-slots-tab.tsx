import type { CourseDetail } from "@campus/contracts/courses";
import { personName } from "@campus/contracts/people";
import { hasAccess } from "@campus/contracts/permissions";
import { MODE_LABELS, type Slot } from "@campus/contracts/slots";
import { SLOTS_ENDPOINTS } from "@campus/contracts/slots.endpoints";
import AddOutlined from "@mui/icons-material/AddOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type ReactNode, useState } from "react";
import { Link as RouterLink } from "react-router";
import { SlotStatusChip, useSlots } from "../../../entities/slots/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { useListParams } from "../../../lib/use-list-params.ts";
import { PagedTable, pagedQueryProps } from "../../../ui/paged-table.tsx";
import type { TableColumn } from "../../../ui/table-column.ts";
import { slotSheetPath } from "./course-paths.ts";
import { slotDay, slotHours, slotPlace } from "./slot-format.ts";

type Period = "upcoming" | "past" | "all";
const PERIODS: readonly { value: Period; label: string }[] = [
  { value: "upcoming", label: "À venir" },
  { value: "past", label: "Passées" },
  { value: "all", label: "Toutes" },
];
const ALL_TEACHERS = "";
/** In the address, "all teachers" when the route's teacher would otherwise filter the list. */
const ALL_TEACHERS_PARAM = "tous";

interface CourseSlotsTabProps {
  course: CourseDetail;
  /** The teacher of the route `/dashboard/course/:uid/:teacheruid`: the list starts filtered on them. */
  teacherId?: string;
  /** The slots feature's proposal form (given by app/pages/course-page.tsx), for the teacher filtered. */
  renderProposeDialog: (teacherId: string | undefined, onClose: () => void) => ReactNode;
}

/**
 * The Séances tab: the course's slots, coming or past, each leading to its sheet; its teachers and
 * the administrators propose a slot from here (the list refetches once it is created). The period,
 * teacher and page are in the address (`?seances.periode=past&seances.professeur=…&seances.page=2`).
 */
export function CourseSlotsTab({ course, teacherId, renderProposeDialog }: CourseSlotsTabProps) {
  const me = useCurrentUser();
  const [now] = useState(() => new Date(Math.floor(Date.now() / 60_000) * 60_000).toISOString());
  const list = useListParams({
    namespace: "seances",
    filterKeys: ["periode", "professeur"],
    defaultPageSize: 10,
  });
  const { page, pageSize } = list;
  const period = PERIODS.find((item) => item.value === list.filters.periode)?.value ?? "upcoming";
  const defaultTeacher = teacherId ?? ALL_TEACHERS;
  const teacherParam = list.filters.professeur;
  const teacher = teacherParam === ALL_TEACHERS_PARAM ? ALL_TEACHERS : (teacherParam ?? defaultTeacher);
  const handleTeacherChange = (next: string) =>
    list.setFilters({
      professeur: next === defaultTeacher ? undefined : next || ALL_TEACHERS_PARAM,
    });
  const slots = useSlots({
    courseId: course.id,
    teacherId: teacher || undefined,
    from: period === "upcoming" ? now : undefined,
    to: period === "past" ? now : undefined,
    sort: period === "past" ? "-startsAt" : "startsAt",
    page,
    pageSize,
  });
  const isKnownTeacher = !teacher || course.teachers.some((item) => item.id === teacher);
  // Staff only reach this page for a course they manage (a teacher: one they teach, else 404).
  const canPropose = !course.archived && hasAccess(SLOTS_ENDPOINTS.createSlot.access, me.roles);
  const [isProposing, setIsProposing] = useState(false);

  const columns: TableColumn<Slot>[] = [
    {
      id: "date",
      label: "Date",
      noWrap: true,
      render: (slot) => (
        <Link component={RouterLink} to={slotSheetPath(slot.id, me.roles)} sx={{ fontWeight: 600 }}>
          {slotDay(slot)}
        </Link>
      ),
    },
    { id: "hours", label: "Horaires", noWrap: true, render: slotHours },
    {
      id: "room",
      label: "Salle",
      render: (slot) => (
        <>
          {slotPlace(slot)}
          {slot.room ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: "block" }}>
              {MODE_LABELS[slot.mode]}
            </Typography>
          ) : null}
        </>
      ),
    },
    { id: "teacher", label: "Professeur", render: (slot) => slot.teacher?.name ?? "—" },
    { id: "status", label: "Statut", render: (slot) => <SlotStatusChip status={slot.status} /> },
  ];

  const emptyText =
    period === "upcoming"
      ? "Aucune séance à venir"
      : period === "past"
        ? "Aucune séance passée"
        : "Aucune séance pour ce cours";

  return (
    <Card component="section" aria-label="Séances du cours">
      <Box sx={{ p: 2, display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center" }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={period}
          onChange={(_, value: Period | null) => {
            if (value) list.setFilters({ periode: value === "upcoming" ? undefined : value });
          }}
          aria-label="Période"
        >
          {PERIODS.map((item) => (
            <ToggleButton key={item.value} value={item.value} sx={{ px: 2 }}>
              {item.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {course.teachers.length > 1 || !isKnownTeacher ? (
          <TextField
            select
            size="small"
            label="Professeur"
            value={teacher}
            onChange={(event) => handleTeacherChange(event.target.value)}
            sx={{ minWidth: 220 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value={ALL_TEACHERS}>Tous les professeurs</MenuItem>
            {course.teachers.map((item) => (
              <MenuItem key={item.id} value={item.id}>
                {personName(item)}
              </MenuItem>
            ))}
            {isKnownTeacher ? null : <MenuItem value={teacher}>Professeur sélectionné</MenuItem>}
          </TextField>
        ) : null}
        {canPropose ? (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setIsProposing(true)}
            sx={{ ml: { sm: "auto" } }}
          >
            Proposer une séance
          </Button>
        ) : null}
      </Box>
      <Divider />
      <PagedTable
        label="Séances du cours"
        columns={columns}
        {...pagedQueryProps(slots)}
        getRowId={(slot) => slot.id}
        page={page}
        pageSize={pageSize}
        onPageChange={list.setPage}
        errorText="Impossible de charger les séances."
        emptyText={emptyText}
        minWidth={640}
      />
      {isProposing ? renderProposeDialog(teacher || undefined, () => setIsProposing(false)) : null}
    </Card>
  );
}
