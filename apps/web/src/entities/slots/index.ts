// The slots as every feature may use them (keys, queries, status chip, place, video link): import them from here.
export { SLOTS_KEY } from "./keys.ts";
export { liveSlotsQueryOptions, useLiveSlots } from "./live-slots.ts";
export { useMySlots } from "./my-slots.ts";
export { slotQueryKey, useSlot } from "./slot.ts";
export { slotPlace } from "./slot-place.ts";
export { SlotModeChip, SlotStatusChip } from "./slot-status-chip.tsx";
export { type SlotsQuery, useSlots } from "./slots.ts";
export { VideoLinkButton } from "./video-link-button.tsx";
