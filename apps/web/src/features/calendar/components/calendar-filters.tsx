import { SLOT_STATUSES, type SlotStatus, STATUS_LABELS } from "@campus/contracts/slots";
import Box from "@mui/material/Box";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { useCourseOptions } from "../../../entities/courses/index.ts";
import { TeacherFilter } from "../../../entities/teachers/index.ts";
import { CohortSelect } from "./cohort-select.tsx";

export interface CalendarFilterValues {
  teacherId: string;
  courseId: string;
  cohortId: string;
  room: string;
  status: SlotStatus | "";
}

export const NO_FILTERS: CalendarFilterValues = {
  teacherId: "",
  courseId: "",
  cohortId: "",
  room: "",
  status: "",
};

interface CalendarFiltersProps {
  value: CalendarFilterValues;
  onChange: (value: CalendarFilterValues) => void;
}

/** An administrator's filters of the calendar: teacher, course, school session, room and status. */
export function CalendarFilters({ value, onChange }: CalendarFiltersProps) {
  const courses = useCourseOptions();
  const set = (patch: Partial<CalendarFilterValues>) => onChange({ ...value, ...patch });
  return (
    <Box
      sx={{
        display: "grid",
        gap: 1.5,
        mb: 2,
        gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", lg: "repeat(5, minmax(0, 1fr))" },
      }}
    >
      <TeacherFilter value={value.teacherId} onChange={(teacherId) => set({ teacherId })} />
      <TextField
        select
        size="small"
        label="Cours"
        value={value.courseId}
        onChange={(e) => set({ courseId: e.target.value })}
      >
        <MenuItem value="">Tous les cours</MenuItem>
        {(courses.data?.items ?? []).map((course) => (
          <MenuItem key={course.id} value={course.id}>
            {course.title}
          </MenuItem>
        ))}
      </TextField>
      <CohortSelect size="small" value={value.cohortId} onChange={(cohortId) => set({ cohortId })} />
      <TextField
        size="small"
        label="Salle"
        value={value.room}
        onChange={(e) => set({ room: e.target.value })}
        slotProps={{ htmlInput: { maxLength: 60 } }}
      />
      <TextField
        select
        size="small"
        label="Statut"
        value={value.status}
        onChange={(e) => set({ status: e.target.value as SlotStatus | "" })}
      >
        <MenuItem value="">Tous les statuts</MenuItem>
        {SLOT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
