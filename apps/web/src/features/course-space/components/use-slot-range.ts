import type { SlotMineQuery } from "@campus/contracts/slots";
import { useState } from "react";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * From `daysBack` days ago to `daysAhead` days ahead of the first render, to the minute: a query
 * of the caller's slots (SLOTS_ENDPOINTS.listMySlots) that keeps its cache key while the page stays open.
 */
export function useSlotRange(
  daysBack: number,
  daysAhead: number,
): Required<Pick<SlotMineQuery, "from" | "to">> {
  const [range] = useState(() => {
    const now = Math.floor(Date.now() / 60_000) * 60_000;
    return {
      from: new Date(now - daysBack * DAY_MS).toISOString(),
      to: new Date(now + daysAhead * DAY_MS).toISOString(),
    };
  });
  return range;
}
