import type { CheckInDisplay } from "@campus/contracts/check-in";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { formatDateTime } from "../../../lib/dates.ts";

/** The check-in link a phone opens from the QR code: the student's page with the slot and the code. */
const checkInUrl = (slotId: string, code: string) =>
  `${window.location.origin}/dashboard/emargement?seance=${encodeURIComponent(slotId)}&code=${code}`;

function useQrImage(text: string | null): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    if (!text) {
      setImage(null);
      return;
    }
    let isCurrent = true;
    void import("qrcode")
      .then(({ toDataURL }) => toDataURL(text, { errorCorrectionLevel: "M", margin: 2, width: 480 }))
      .then((url) => {
        if (isCurrent) setImage(url);
      });
    return () => {
      isCurrent = false;
    };
  }, [text]);
  return image;
}

/** The projector's half: the QR code and the code in large letters, or why there is none. */
export function CheckInCodePanel({ display }: { display: CheckInDisplay }) {
  const url = display.code ? checkInUrl(display.slotId, display.code) : null;
  const qr = useQrImage(url);
  if (display.state === "upcoming") {
    return <Alert severity="info">L'émargement ouvrira le {formatDateTime(display.opensAt)}.</Alert>;
  }
  if (display.state === "closed") {
    return <Alert severity="info">L'émargement de cette séance est clos.</Alert>;
  }
  if (display.state === "unavailable") {
    return <Alert severity="warning">L'émargement se fait sur une séance validée ou réalisée.</Alert>;
  }
  return (
    <Box sx={{ display: "grid", justifyItems: "center", gap: 2, textAlign: "center" }}>
      <Box
        sx={{
          width: "min(100%, 420px)",
          aspectRatio: "1",
          bgcolor: "#ffffff",
          borderRadius: 2,
          display: "grid",
          placeItems: "center",
        }}
      >
        {qr ? (
          <Box
            component="img"
            src={qr}
            alt="QR code d'émargement : scannez-le avec votre téléphone"
            sx={{ width: "100%", height: "100%" }}
          />
        ) : null}
      </Box>
      <Typography variant="body1" color="text.secondary">
        Scannez le QR code ou saisissez le code dans « Émargement » :
      </Typography>
      <Typography
        data-testid="check-in-code"
        aria-live="polite"
        sx={{
          fontFamily: "monospace",
          fontWeight: 700,
          fontSize: { xs: "2.5rem", md: "4.5rem" },
          letterSpacing: "0.3em",
          lineHeight: 1.1,
        }}
      >
        {display.code}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Le code change toutes les 15 secondes.
      </Typography>
    </Box>
  );
}
