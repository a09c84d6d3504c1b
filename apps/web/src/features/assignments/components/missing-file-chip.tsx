import type { AssignmentFile } from "@campus/contracts/assignments";
import { MISSING_FILE_MESSAGES } from "@campus/contracts/uploads";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";

/** « fichier manquant »: the file's bytes are gone from the server (see `npm run check-files`). */
export function MissingFileChip() {
  return (
    <Tooltip title={MISSING_FILE_MESSAGES.hint}>
      <Chip size="small" color="warning" variant="outlined" label={MISSING_FILE_MESSAGES.label} />
    </Tooltip>
  );
}

/** The submissions list's « Fichiers » cell: how many, and the mark when one of them is missing. */
export function SubmissionFilesCell({ files }: { files: readonly AssignmentFile[] }) {
  const hasMissing = files.some((file) => file.isMissing);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "center", justifyContent: "flex-end" }}>
      {hasMissing ? <MissingFileChip /> : null}
      <span>{files.length}</span>
    </Stack>
  );
}
