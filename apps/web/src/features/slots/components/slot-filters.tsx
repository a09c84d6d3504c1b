import { PERIOD_LABELS, SLOT_PERIODS, SLOT_STATUSES, STATUS_LABELS } from "@campus/contracts/slots";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { DateRangeFields } from "../../../ui/date-range-fields.tsx";
import { useCourseOptions } from "../../courses/index.ts";
import { TeacherFilter } from "./teacher-filter.tsx";
import type { useSlotListParams } from "./use-slot-list-params.ts";

type SlotListParams = ReturnType<typeof useSlotListParams>;

const SELECT_PROPS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface SlotFiltersProps {
  params: SlotListParams;
  /** Administrators filter by teacher; a teacher sees the slots of their own courses. */
  hasTeacherFilter: boolean;
}

/** Period (« À venir » by default), course, teacher, dates and status of the slot list. */
export function SlotFilters({ params, hasTeacherFilter }: SlotFiltersProps) {
  const { filters, period, setPeriod, update, hasFilters, clearFilters } = params;
  const courses = useCourseOptions();
  const courseList = courses.data?.items ?? [];
  const courseValue = courseList.some((course) => course.id === filters.courseId) ? filters.courseId : "";

  return (
    <Box
      sx={{
        display: "grid",
        gap: 2,
        p: 2,
        gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", md: "repeat(3, minmax(0, 1fr))" },
        alignItems: "center",
      }}
    >
      <TextField
        select
        size="small"
        label="Période"
        value={period}
        onChange={(event) => {
          const next = SLOT_PERIODS.find((value) => value === event.target.value);
          if (next) setPeriod(next);
        }}
        slotProps={SELECT_PROPS}
        fullWidth
      >
        {SLOT_PERIODS.map((value) => (
          <MenuItem key={value} value={value}>
            {PERIOD_LABELS[value]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Cours"
        value={courseValue}
        onChange={(event) => update({ courseId: event.target.value })}
        slotProps={SELECT_PROPS}
        helperText={courses.isError ? "Impossible de charger les cours" : undefined}
        error={courses.isError}
        fullWidth
      >
        <MenuItem value="">
          <em>Tous</em>
        </MenuItem>
        {courseList.map((course) => (
          <MenuItem key={course.id} value={course.id}>
            {course.title}
          </MenuItem>
        ))}
      </TextField>
      {hasTeacherFilter ? (
        <TeacherFilter value={filters.teacherId} onChange={(teacherId) => update({ teacherId })} />
      ) : null}
      <TextField
        select
        size="small"
        label="Statut"
        value={filters.status}
        onChange={(event) => update({ status: event.target.value })}
        slotProps={SELECT_PROPS}
        fullWidth
      >
        <MenuItem value="">
          <em>Tous</em>
        </MenuItem>
        {SLOT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <DateRangeFields from={filters.from} to={filters.to} onChange={update} />
      <Box sx={{ display: "flex", justifyContent: { xs: "flex-start", md: "flex-end" } }}>
        {hasFilters ? (
          <Button size="small" onClick={clearFilters}>
            Effacer les filtres
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
