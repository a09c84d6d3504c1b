import { plural } from "@campus/contracts/french";
import Button from "@mui/material/Button";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import { useCheckInSettings } from "../api/check-in-settings.ts";

const CheckInSettingsDialog = lazy(() =>
  import("./check-in-settings-dialog.tsx").then((module) => ({ default: module.CheckInSettingsDialog })),
);

/** The company's check-in opening and half-day split on the Personnalisation page (administrators). */
export function CheckInSettingsCard() {
  const settings = useCheckInSettings();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <SectionCard
      title="Émargement"
      subheader="Quand l'émargement ouvre avant une séance, et où la feuille par demi-journée coupe la journée."
      action={
        <Button onClick={() => setIsEditing(true)} disabled={!settings.data}>
          Modifier
        </Button>
      }
    >
      <CardContent sx={{ pt: 0 }}>
        {settings.isPending ? (
          <Skeleton width="24em" role="progressbar" aria-label="Chargement" />
        ) : settings.isError ? (
          <LoadErrorAlert query={settings} message="Impossible de charger les réglages d'émargement." />
        ) : (
          <Typography>
            {`Ouverture ${
              settings.data.opensMinutesBefore === 0
                ? "au début de la séance"
                : `${plural(settings.data.opensMinutesBefore, "minute")} avant le début de la séance`
            } · matin jusqu'à ${settings.data.halfDaySplitsAt.replace(":", " h ")}, après-midi ensuite (heure de Paris).`}
          </Typography>
        )}
      </CardContent>
      <Suspense fallback={null}>
        {isEditing && settings.data ? (
          <CheckInSettingsDialog settings={settings.data} onClose={() => setIsEditing(false)} />
        ) : null}
      </Suspense>
    </SectionCard>
  );
}
