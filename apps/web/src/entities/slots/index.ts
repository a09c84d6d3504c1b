// The slots as every feature may use them (keys, queries, update, downloads, status chip, place, video link,
// attendance sheet button, lists): import them from here.

export { AttendanceSheetButton } from "./attendance-sheet-button.tsx";
export { useDownloadSlotFile } from "./download-slot-file.ts";
export { SLOTS_KEY } from "./keys.ts";
export { liveSlotsQueryOptions, useLiveSlots } from "./live-slots.ts";
export { LiveSlotsPanel } from "./live-slots-panel.tsx";
export { useMySlots } from "./my-slots.ts";
export { slotQueryKey, useSlot } from "./slot.ts";
export { SlotList } from "./slot-list.tsx";
export { slotPlace } from "./slot-place.ts";
export { SlotModeChip, SlotStatusChip } from "./slot-status-chip.tsx";
export { type SlotsQuery, useSlots } from "./slots.ts";
export { updateSlot, useUpdateSlot } from "./update-slot.ts";
export { VideoLinkButton } from "./video-link-button.tsx";
