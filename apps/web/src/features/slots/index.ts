// What the other features may use of the slots: the slot, its header, report form, files and lists.

export { useDownloadSlotFile } from "./api/download-slot-file.ts";

export { updateSlot } from "./api/update-slot.ts";

export { AttendanceSheetButton } from "./components/attendance-sheet-button.tsx";

export { useLearnerConflict } from "./components/learner-conflict-dialog.tsx";

export { LiveSlotsPanel } from "./components/live-slots-panel.tsx";

export { ProposeSlotDialog } from "./components/propose-slot-dialog.tsx";

export { SlotFilesCard } from "./components/slot-files-card.tsx";

export { SlotHeader } from "./components/slot-header.tsx";

export { SlotList } from "./components/slot-list.tsx";

export { SlotLoadError, SlotPageSkeleton } from "./components/slot-page-states.tsx";

export { SlotReportForm } from "./components/slot-report-form.tsx";
