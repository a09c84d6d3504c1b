import { PERIOD_LABELS, SLOT_PERIODS, SLOT_STATUSES, STATUS_LABELS } from "@campus/contracts/slots";
import Box from "@mui/material/Box";
import { CourseFilter } from "../../../entities/courses/index.ts";
import { TeacherFilter } from "../../../entities/teachers/index.ts";
import { DateRangeFields } from "../../../ui/date-range-fields.tsx";
import { ClearFiltersButton, FilterGrid } from "../../../ui/filter-grid.tsx";
import { FilterSelect, OptionSelect } from "../../../ui/option-select.tsx";
import type { useSlotListParams } from "./use-slot-list-params.ts";

type SlotListParams = ReturnType<typeof useSlotListParams>;

const PERIOD_OPTIONS = SLOT_PERIODS.map((value) => ({ value, label: PERIOD_LABELS[value] }));
const STATUS_OPTIONS = SLOT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

interface SlotFiltersProps {
  params: SlotListParams;
  /** Administrators filter by teacher; a teacher sees the slots of their own courses. */
  hasTeacherFilter: boolean;
}

/** Period (« À venir » by default), course, teacher, dates and status of the slot list. */
export function SlotFilters({ params, hasTeacherFilter }: SlotFiltersProps) {
  const { filters, period, setPeriod, update, hasFilters, clearFilters } = params;

  return (
    <FilterGrid>
      <OptionSelect
        size="small"
        label="Période"
        value={period}
        onChange={(value) => {
          const next = SLOT_PERIODS.find((candidate) => candidate === value);
          if (next) setPeriod(next);
        }}
        options={PERIOD_OPTIONS}
        fullWidth
      />
      <CourseFilter params={params} />
      {hasTeacherFilter ? (
        <TeacherFilter value={filters.teacherId} onChange={(teacherId) => update({ teacherId })} />
      ) : null}
      <FilterSelect name="status" params={params} label="Statut" options={STATUS_OPTIONS} emptyLabel="Tous" />
      <DateRangeFields from={filters.from} to={filters.to} onChange={update} />
      <Box sx={{ display: "flex", justifyContent: { xs: "flex-start", md: "flex-end" } }}>
        <ClearFiltersButton hasFilters={hasFilters} onClear={clearFilters} />
      </Box>
    </FilterGrid>
  );
}
