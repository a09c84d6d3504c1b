// What the student's page (app/pages) loads apart from its first paint, exported through the feature's
// index with the boundary drawn here, where the files are.
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";

// The forms load with their dialog, not with the page.
export const StudentFormDialog = loadWhenShown(() =>
  import("./student-form-dialog.tsx").then((module) => module.StudentFormDialog),
);
