import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { DateRangeFields } from "../../../ui/date-range-fields.tsx";
import { useCourseOptions } from "../../courses/index.ts";
import { useCohortOptions } from "../../school/index.ts";
import { StudentFilter } from "./student-filter.tsx";
import type { useAbsenceParams } from "./use-absence-params.ts";

type AbsenceParams = ReturnType<typeof useAbsenceParams>;
const SELECT_PROPS = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;

interface AbsenceFiltersProps {
  params: AbsenceParams;
  /** Staff filter by student, course and school session; a student sees only their own absences. */
  isStaff: boolean;
}

/** Apprenant, cours, session scolaire, dates, justification and « inclure les retards ». */
export function AbsenceFilters({ params, isStaff }: AbsenceFiltersProps) {
  const { filters, update, hasFilters, clearFilters } = params;
  const courses = useCourseOptions({ isEnabled: isStaff });
  const cohorts = useCohortOptions({ isEnabled: isStaff });
  const courseList = courses.data?.items ?? [];
  const cohortList = cohorts.data ?? [];

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
      {isStaff ? (
        <>
          <StudentFilter value={filters.studentId} onChange={(studentId) => update({ studentId })} />
          <TextField
            select
            size="small"
            label="Cours"
            value={courseList.some((course) => course.id === filters.courseId) ? filters.courseId : ""}
            onChange={(event) => update({ courseId: event.target.value })}
            slotProps={SELECT_PROPS}
            error={courses.isError}
            helperText={courses.isError ? "Impossible de charger les cours" : undefined}
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
          <TextField
            select
            size="small"
            label="Session scolaire"
            value={cohortList.some((cohort) => cohort.id === filters.cohortId) ? filters.cohortId : ""}
            onChange={(event) => update({ cohortId: event.target.value })}
            slotProps={SELECT_PROPS}
            error={cohorts.isError}
            helperText={cohorts.isError ? "Impossible de charger les sessions" : undefined}
            fullWidth
          >
            <MenuItem value="">
              <em>Toutes</em>
            </MenuItem>
            {cohortList.map((cohort) => (
              <MenuItem key={cohort.id} value={cohort.id}>
                {cohort.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      ) : null}
      <DateRangeFields from={filters.from} to={filters.to} onChange={update} />
      <TextField
        select
        size="small"
        label="Justification"
        value={filters.excused}
        onChange={(event) => update({ excused: event.target.value })}
        slotProps={SELECT_PROPS}
        fullWidth
      >
        <MenuItem value="">
          <em>Toutes</em>
        </MenuItem>
        <MenuItem value="true">Justifiées</MenuItem>
        <MenuItem value="false">Non justifiées</MenuItem>
      </TextField>
      <Box
        sx={{
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          justifyContent: "space-between",
          gap: 1,
          gridColumn: { md: isStaff ? "span 2" : "auto" },
        }}
      >
        <FormControlLabel
          control={
            <Switch
              checked={filters.includeLate === "true"}
              onChange={(event) => update({ includeLate: event.target.checked ? "true" : "" })}
            />
          }
          label="Inclure les retards"
        />
        {hasFilters ? (
          <Button size="small" onClick={clearFilters}>
            Effacer les filtres
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
