import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import Button from "@mui/material/Button";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import { exportOwnData } from "../api/export-data.ts";

/** « Mes données »: the person downloads a copy of everything the school's platform holds about them. */
export function MyDataCard() {
  const { enqueueSnackbar } = useSnackbar();
  const [isPending, setIsPending] = useState(false);
  const handleDownload = async () => {
    setIsPending(true);
    try {
      await exportOwnData();
    } catch (error) {
      enqueueSnackbar(failureMessage("Impossible de préparer la copie de vos données.", error), {
        variant: "error",
      });
    } finally {
      setIsPending(false);
    }
  };
  return (
    <SectionCard title="Mes données">
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Téléchargez une copie de vos données personnelles : un résumé PDF lisible et des fichiers JSON
          (profil, inscriptions, présences et signatures, notes, messages et leurs pièces jointes, devoirs
          rendus avec leurs fichiers, lectures, temps passé, connexions, journal). Vous pouvez aussi demander
          à l'établissement de les effacer.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          loading={isPending}
          onClick={handleDownload}
        >
          Télécharger mes données
        </Button>
      </CardContent>
    </SectionCard>
  );
}
