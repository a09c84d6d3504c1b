import type { AssignmentFile } from "@campus/contracts/assignments";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId } from "react";
import { errorFromResponse } from "../../../lib/api-client.ts";
import { getToken } from "../../../lib/storage.ts";
import { useFullScreenDialog } from "../../../ui/use-full-screen-dialog.ts";
import { fileUrl } from "../api/assignments.ts";

const VIEWABLE = new Set(["application/pdf", "image/png", "image/jpeg", "image/webp"]);
export const isViewable = (contentType: string) => VIEWABLE.has(contentType);

/** Shows a PDF or an image inline (fetched with the session token, shown from a local object URL). */
export function FileViewer({
  boxId,
  file,
  onClose,
}: {
  boxId: string;
  file: AssignmentFile;
  onClose: () => void;
}) {
  const titleId = useId();
  const isFullScreen = useFullScreenDialog();
  const blob = useQuery({
    queryKey: ["assignment-file-view", boxId, file.id],
    queryFn: async ({ signal }) => {
      const token = getToken();
      const response = await fetch(fileUrl(boxId, file.id), {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
        signal,
      });
      if (!response.ok) throw await errorFromResponse(response);
      // The type is the server's (from the bytes), never the file name's.
      return URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: file.contentType }));
    },
    gcTime: 0,
  });
  useEffect(
    () => () => {
      if (blob.data) URL.revokeObjectURL(blob.data);
    },
    [blob.data],
  );
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={isFullScreen}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} dir="auto">
        {file.name}
      </DialogTitle>
      <DialogContent sx={{ minHeight: 300, display: "grid", placeItems: "center" }}>
        {blob.isPending ? <CircularProgress aria-label="Chargement" /> : null}
        {blob.isError ? <Alert severity="error">Error on download file</Alert> : null}
        {blob.data && file.contentType === "application/pdf" ? (
          <iframe title={file.name} src={blob.data} style={{ width: "100%", height: "75vh", border: 0 }} />
        ) : null}
        {blob.data && file.contentType.startsWith("image/") ? (
          <img src={blob.data} alt={file.name} style={{ maxWidth: "100%", maxHeight: "75vh" }} />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </Dialog>
  );
}
