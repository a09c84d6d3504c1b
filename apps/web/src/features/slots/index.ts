// What the other features may use of the slots: the slot, its header, report form, files and lists.

export { useDownloadSlotFile } from "./api/download-slot-file.ts";

export { SLOTS_KEY } from "./api/keys.ts";

export { liveSlotsQueryOptions, useLiveSlots } from "./api/live-slots.ts";

export { useMySlots } from "./api/my-slots.ts";

export { slotQueryKey, useSlot } from "./api/slot.ts";

export { useSlots } from "./api/slots.ts";

export { updateSlot } from "./api/update-slot.ts";

export { AttendanceSheetButton } from "./components/attendance-sheet-button.tsx";

export { useLearnerConflict } from "./components/learner-conflict-dialog.tsx";

export { LiveSlotsPanel } from "./components/live-slots-panel.tsx";

export { ProposeSlotDialog } from "./components/propose-slot-dialog.tsx";

export { SlotFilesCard } from "./components/slot-files-card.tsx";

export { SlotHeader } from "./components/slot-header.tsx";

export { SlotList } from "./components/slot-list.tsx";

export { SlotLoadError, SlotPageSkeleton } from "./components/slot-page-states.tsx";

export { slotPlace } from "./components/slot-place.ts";

export { SlotReportForm } from "./components/slot-report-form.tsx";

export { SlotStatusChip } from "./components/slot-status-chip.tsx";

export { VideoLinkButton } from "./components/video-link-button.tsx";
