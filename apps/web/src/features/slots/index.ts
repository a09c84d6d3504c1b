// What app/ may use of the slots: the slot's header, report form, files, the
// proposal dialog and a move with its learners' conflict (the shared pieces of the slot are in entities/slots).

export { ProposeSlotDialog } from "./components/propose-slot-dialog.tsx";
export { SlotFilesCard } from "./components/slot-files-card.tsx";
export { SlotHeader } from "./components/slot-header.tsx";
export { SlotLoadError, SlotPageSkeleton } from "./components/slot-page-states.tsx";
export { SlotReportForm } from "./components/slot-report-form.tsx";
export { useMoveSlot } from "./components/use-move-slot.ts";
