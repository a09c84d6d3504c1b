import type { Slot } from "@campus/contracts/slots";
import { useMemo, useState } from "react";
import { useSlots } from "../../../entities/slots/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const AHEAD_DAYS = 60;
const MAX_SLOTS = 200;

/**
 * The next validated slot of each course the caller manages, from one request over the coming
 * 60 days. `get` answers undefined for a course whose next slot may lie beyond what was read.
 */
export function useNextSlots({ isEnabled = true } = {}) {
  const [from] = useState(() => new Date(Math.floor(Date.now() / 60_000) * 60_000));
  const slots = useSlots(
    {
      from: from.toISOString(),
      to: new Date(from.getTime() + AHEAD_DAYS * DAY_MS).toISOString(),
      status: "validated",
      page: 1,
      pageSize: MAX_SLOTS,
      sort: "startsAt",
    },
    { isEnabled },
  );
  return useMemo(() => {
    const byCourse = new Map<string, Slot>();
    for (const slot of slots.data?.items ?? []) {
      if (!byCourse.has(slot.course.id)) byCourse.set(slot.course.id, slot);
    }
    const isComplete = slots.data !== undefined && slots.data.total <= slots.data.items.length;
    return (courseId: string): Slot | null | undefined =>
      byCourse.get(courseId) ?? (isComplete ? null : undefined);
  }, [slots.data]);
}
