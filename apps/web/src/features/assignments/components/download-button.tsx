import { MESSAGES } from "@campus/contracts/messages";
import CheckOutlined from "@mui/icons-material/CheckOutlined";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import { useMutation } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";

/** How long a button says « Téléchargement démarré » after handing the file to the browser. */
const STARTED_MS = 4000;

/**
 * Starts a download and shows it: a spinner while the server prepares the link, then « Téléchargement
 * démarré » (the browser's download manager takes over); `Error on download file` on failure.
 * `compact`: an icon button (lists of files).
 */
export function DownloadButton({
  label,
  icon,
  start,
  compact = false,
}: {
  label: string;
  icon: ReactNode;
  start: () => Promise<void>;
  compact?: boolean;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [hasStarted, setHasStarted] = useState(false);
  const download = useMutation({
    mutationFn: start,
    onSuccess: () => {
      setHasStarted(true);
      enqueueSnackbar("Téléchargement démarré", { variant: "info" });
    },
    onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.downloadKo, error), { variant: "error" }),
  });
  useEffect(() => {
    if (!hasStarted) return;
    const timer = window.setTimeout(() => setHasStarted(false), STARTED_MS);
    return () => window.clearTimeout(timer);
  }, [hasStarted]);
  const shownIcon = download.isPending ? (
    <CircularProgress size={16} aria-hidden />
  ) : hasStarted ? (
    <CheckOutlined fontSize={compact ? "small" : undefined} />
  ) : (
    icon
  );
  const onClick = () => download.mutate();
  if (compact) {
    return (
      <Tooltip title={hasStarted ? "Téléchargement démarré" : label}>
        <span>
          <IconButton
            aria-label={label}
            aria-busy={download.isPending}
            disabled={download.isPending}
            onClick={onClick}
          >
            {shownIcon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      startIcon={shownIcon}
      disabled={download.isPending}
      aria-busy={download.isPending}
      onClick={onClick}
    >
      {download.isPending ? "Préparation…" : hasStarted ? "Téléchargement démarré" : label}
    </Button>
  );
}
