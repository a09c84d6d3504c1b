// The imports of a list (students, teachers, programmes, cohorts, enrolments) as every list page may use
// them: the dialog it opens (loaded when shown), its preview, commit and sample queries inside.
export { ImportDialog } from "./import-dialog.tsx";
