import { MODE_LABELS, type Slot, STATUS_LABELS } from "@campus/contracts/slots";
import { useSlot, useSlots } from "../../../entities/slots/index.ts";
import { dayEndInstant, dayStartInstant, typedDay } from "../../../lib/date-math.ts";
import { formatLongDay, formatTimeRange } from "../../../lib/dates.ts";
import { type FilterOption, SearchFilter } from "../../../ui/search-filter.tsx";

/** « Mardi 4 mars 2031 · 09:00 – 10:00 » (Paris time). */
export function slotWhen(slot: { startsAt: string; endsAt: string }): string {
  const day = formatLongDay(slot.startsAt);
  return `${day.charAt(0).toUpperCase()}${day.slice(1)} · ${formatTimeRange(slot.startsAt, slot.endsAt)}`;
}

const toOption = (slot: Slot): FilterOption => ({
  id: slot.id,
  name: slotWhen(slot),
  detail: [slot.room ?? MODE_LABELS[slot.mode], STATUS_LABELS[slot.status]].join(" · "),
});

const TEXTS = {
  none: "Aucune séance (tapez une date : jj/mm/aaaa)",
  loadError: "Impossible de charger les séances",
  clear: "Aucune séance",
};

/**
 * The course's slots, searched by day: without text, the next ones (first 50); a typed day
 * (`12/03/2031`, `12/03`) lists that day's slots, past or not.
 */
function useCourseSlots(courseId: string, search: string, isEnabled: boolean) {
  const day = typedDay(search);
  return useSlots(
    day
      ? {
          courseId,
          page: 1,
          pageSize: 50,
          sort: "startsAt",
          from: dayStartInstant(day),
          to: dayEndInstant(day),
        }
      : { courseId, page: 1, pageSize: 50, sort: "startsAt", period: "upcoming" },
    { isEnabled: isEnabled && Boolean(courseId) },
  );
}

const useSelectedSlot = (id: string) => useSlot(id, { isEnabled: Boolean(id) });

/** « Séance liée »: one slot of the box's course, or none. */
export function SlotPicker({
  courseId,
  value,
  onChange,
  error,
}: {
  courseId: string;
  value: string;
  onChange: (slotId: string) => void;
  error?: string;
}) {
  const useOptions = (search: string, options: { isEnabled: boolean }) =>
    useCourseSlots(courseId, search, options.isEnabled);
  const source = { useOptions, useSelected: useSelectedSlot, toOption, texts: TEXTS };
  return (
    <SearchFilter
      key={courseId}
      value={value}
      onChange={onChange}
      source={source}
      label="Séance liée (facultatif)"
      placeholder={courseId ? "Prochaines séances, ou une date : jj/mm/aaaa" : "Choisissez d'abord un cours"}
      size="medium"
      helperText={error}
    />
  );
}
