// What app/pages/student-detail-page.tsx composes of the students: deletion, restoring, the whitelist chip.
export { useDeleteStudent } from "./api/delete-student.ts";
export { useRestoreStudent } from "./api/restore-student.ts";
export { StudentFormDialog } from "./components/lazy-parts.tsx";
export { WhitelistChip } from "./components/whitelist-chip.tsx";
