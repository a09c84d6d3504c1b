import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import { useEffect, useRef, useState } from "react";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";

/** What a check-in QR code carries: its slot and its code, read from the link it holds. */
export function readCheckInLink(text: string): { slotId: string; code: string } | null {
  try {
    const url = new URL(text);
    const slotId = url.searchParams.get("seance");
    const code = url.searchParams.get("code");
    return slotId && code ? { slotId, code } : null;
  } catch {
    return null;
  }
}

/** The phone's camera reading the projector's QR code (the scanner library is loaded only here). */
export function QrScanDialog({
  onClose,
  onRead,
}: {
  onClose: () => void;
  onRead: (found: { slotId: string; code: string }) => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let isCancelled = false;
    let stop = () => {};
    void import("qr-scanner")
      .then(async ({ default: QrScanner }) => {
        if (isCancelled) return;
        const scanner = new QrScanner(
          element,
          (result) => {
            const found = readCheckInLink(result.data);
            if (found) {
              scanner.stop();
              onRead(found);
            }
          },
          { preferredCamera: "environment", highlightScanRegion: true, returnDetailedScanResult: true },
        );
        stop = () => scanner.destroy();
        await scanner.start();
      })
      .catch(() => {
        if (!isCancelled) setError("La caméra n'est pas disponible : saisissez le code affiché.");
      });
    return () => {
      isCancelled = true;
      stop();
    };
  }, [onRead]);

  return (
    <TitledDialog title="Scanner le QR code" onClose={onClose}>
      <DialogContent>
        {error ? (
          <Alert severity="warning">{error}</Alert>
        ) : (
          <Box
            component="video"
            ref={video}
            muted
            playsInline
            aria-label="Image de la caméra"
            sx={{ width: "100%", borderRadius: 1, bgcolor: "black" }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </TitledDialog>
  );
}
