import type { AssignmentFile } from "@campus/contracts/assignments";
import { formatFileSize } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import SwapHorizOutlined from "@mui/icons-material/SwapHorizOutlined";
import VisibilityOutlined from "@mui/icons-material/VisibilityOutlined";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { formatDateTime } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { downloadFromBox, useRemoveFile } from "../api/assignments.ts";
import { DownloadButton } from "./download-button.tsx";
import { FileViewer, isViewable } from "./file-viewer.tsx";
import { MissingFileChip } from "./missing-file-chip.tsx";

interface FileListProps {
  boxId: string;
  files: readonly AssignmentFile[];
  canRemove: boolean;
  onReplace?: (fileId: string) => void;
}

/** Files of a submission: view (PDF, images) or download; replace and remove when allowed. */
export function FileList({ boxId, files, canRemove, onReplace }: FileListProps) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useRemoveFile(boxId);
  const [viewing, setViewing] = useState<AssignmentFile | null>(null);
  return (
    <>
      <List dense disablePadding aria-label="Fichiers">
        {files.map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            secondaryAction={
              <Stack direction="row">
                {isViewable(file.contentType) ? (
                  <IconButton aria-label={`Voir ${file.name}`} onClick={() => setViewing(file)}>
                    <VisibilityOutlined />
                  </IconButton>
                ) : null}
                <DownloadButton
                  compact
                  label={`Télécharger ${file.name}`}
                  icon={<DownloadOutlined />}
                  start={() => downloadFromBox(boxId, { scope: "file", fileId: file.id })}
                />
                {canRemove && onReplace ? (
                  <IconButton aria-label={`Remplacer ${file.name}`} onClick={() => onReplace(file.id)}>
                    <SwapHorizOutlined />
                  </IconButton>
                ) : null}
                {canRemove ? (
                  <IconButton
                    aria-label={`Supprimer ${file.name}`}
                    disabled={remove.isPending}
                    onClick={() =>
                      remove.mutate(file.id, {
                        onSuccess: () => enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" }),
                        onError: (error) =>
                          enqueueSnackbar(failureMessage(MESSAGES.removeFileKo, error), {
                            variant: "error",
                          }),
                      })
                    }
                  >
                    <DeleteOutlined />
                  </IconButton>
                ) : null}
              </Stack>
            }
            sx={{ pr: canRemove ? 20 : 12 }}
          >
            <ListItemText
              primary={file.name}
              secondary={
                <>
                  {`${formatFileSize(file.size)} — ${formatDateTime(file.uploadedAt)}`}
                  {/* A space before the mark: apart from the date on one line, nothing at the start of its own. */}
                  {file.isMissing ? (
                    <>
                      {" "}
                      <MissingFileChip />
                    </>
                  ) : null}
                </>
              }
              slotProps={{ primary: { noWrap: true, dir: "auto" }, secondary: { component: "div" } }}
            />
          </ListItem>
        ))}
      </List>
      {viewing ? <FileViewer boxId={boxId} file={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
