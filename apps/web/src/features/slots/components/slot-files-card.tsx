import { formatFileSize, formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import { SLOT_FILE_MAX_BYTES, type SlotDetail, type SlotFile } from "@campus/contracts/slots";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import InsertDriveFileOutlined from "@mui/icons-material/InsertDriveFileOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type ChangeEvent, useState } from "react";
import { useDownloadSlotFile } from "../../../entities/slots/index.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { FilePickButton } from "../../../ui/file-pick-button.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useDeleteSlotFile } from "../api/delete-slot-file.ts";
import { useUploadSlotFile } from "../api/upload-slot-file.ts";

/** The slot's files: download for whoever reads the slot; upload and delete for its teachers and admins. */
export function SlotFilesCard({ slot }: { slot: SlotDetail }) {
  const { enqueueSnackbar } = useSnackbar();
  const upload = useUploadSlotFile(slot.id);
  const download = useDownloadSlotFile(slot.id);
  const remove = useDeleteSlotFile(slot.id);
  const [fileToRemove, setFileToRemove] = useState<SlotFile | null>(null);
  const canManage = slot.canEdit;

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = "";
    if (!file) return;
    if (file.size > SLOT_FILE_MAX_BYTES) {
      enqueueSnackbar("Le fichier dépasse 20 Mo : choisissez un fichier plus léger.", { variant: "error" });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => enqueueSnackbar(MESSAGES.addOk, { variant: "success" }),
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.uploadKo, error), { variant: "error" }),
    });
  };

  const handleDownload = (file: SlotFile) => {
    download.mutate(file, {
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.downloadKo, error), { variant: "error" }),
    });
  };

  const handleRemove = () => {
    if (!fileToRemove) return;
    remove.mutate(fileToRemove.id, {
      onSuccess: () => enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" }),
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.removeFileKo, error), { variant: "error" }),
      onSettled: () => setFileToRemove(null),
    });
  };

  return (
    <Card>
      <CardHeader
        title="Fichiers"
        subheader={`${formatNumber(slot.files.length)} fichier${slot.files.length > 1 ? "s" : ""}`}
        slotProps={{ title: { variant: "h6", component: "h2" } }}
        action={
          canManage ? (
            <FilePickButton
              variant="outlined"
              size="small"
              startIcon={<UploadFileOutlined />}
              loading={upload.isPending}
              sx={{ mt: 1, mr: 1 }}
              onChange={handleFileChange}
            >
              Ajouter un fichier
            </FilePickButton>
          ) : undefined
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {slot.files.length === 0 ? (
          <Typography color="text.secondary">Aucun fichier pour cette séance.</Typography>
        ) : (
          <List dense disablePadding aria-label="Fichiers de la séance">
            {slot.files.map((file) => (
              <ListItem
                key={file.id}
                disableGutters
                secondaryAction={
                  <Box sx={{ display: "flex", gap: 0.5 }}>
                    <Tooltip title="Télécharger">
                      <IconButton
                        aria-label={`Télécharger ${file.name}`}
                        onClick={() => handleDownload(file)}
                        disabled={download.isPending && download.variables?.id === file.id}
                      >
                        <FileDownloadOutlined fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    {canManage ? (
                      <Tooltip title="Supprimer">
                        <IconButton
                          aria-label={`Supprimer ${file.name}`}
                          onClick={() => setFileToRemove(file)}
                          color="error"
                        >
                          <DeleteOutlined fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    ) : null}
                  </Box>
                }
                sx={{ pr: canManage ? 11 : 6 }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <InsertDriveFileOutlined fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={file.name}
                  secondary={`${formatFileSize(file.size)} · ${formatDateTime(file.createdAt)}`}
                  slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
      <ConfirmDialog
        isOpen={fileToRemove !== null}
        title="Supprimer ce fichier ?"
        message={`« ${fileToRemove?.name ?? ""} » sera retiré de la séance. Cette action est définitive.`}
        confirmLabel="Supprimer"
        isDestructive
        isPending={remove.isPending}
        onConfirm={handleRemove}
        onClose={() => setFileToRemove(null)}
      />
    </Card>
  );
}
