import Alert from "@mui/material/Alert";
import { useSchoolOptions } from "./school-options.ts";

/** Above a form whose programme, level and session choices could not be loaded. */
export function SchoolOptionsWarning() {
  const school = useSchoolOptions();
  return school.isError ? (
    <Alert severity="warning" sx={{ mb: 2 }}>
      Impossible de charger les programmes, niveaux et sessions.
    </Alert>
  ) : null;
}
