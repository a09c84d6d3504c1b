import { absenceAlertRuleText } from "@campus/contracts/absence-alert-rules";
import Button from "@mui/material/Button";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import { useAbsenceAlertSettings } from "../api/absence-alerts.ts";

const AbsenceAlertSettingsDialog = lazy(() =>
  import("./absence-alert-settings-dialog.tsx").then((module) => ({
    default: module.AbsenceAlertSettingsDialog,
  })),
);

/** The company's absence thresholds on the Personnalisation page, changed in the home's dialog. */
export function AbsenceAlertsSettingsCard() {
  const settings = useAbsenceAlertSettings();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <SectionCard
      title="Alertes d'absence"
      subheader="L'apprenant et les administrateurs sont prévenus quand un seuil est franchi."
      action={
        <Button onClick={() => setIsEditing(true)} disabled={!settings.data}>
          Modifier les seuils
        </Button>
      }
    >
      <CardContent sx={{ pt: 0 }}>
        {settings.isPending ? (
          <Skeleton width="24em" role="progressbar" aria-label="Chargement" />
        ) : settings.isError ? (
          <LoadErrorAlert query={settings} message="Impossible de charger les seuils d'alerte." />
        ) : (
          <Typography>{absenceAlertRuleText(settings.data)}</Typography>
        )}
      </CardContent>
      <Suspense fallback={null}>
        {isEditing && settings.data ? (
          <AbsenceAlertSettingsDialog settings={settings.data} onClose={() => setIsEditing(false)} />
        ) : null}
      </Suspense>
    </SectionCard>
  );
}
