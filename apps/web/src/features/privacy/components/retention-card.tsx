import { plural } from "@campus/contracts/french";
import type { RetentionDue } from "@campus/contracts/privacy";
import Button from "@mui/material/Button";
import CardContent from "@mui/material/CardContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { formatDateTime } from "../../../lib/dates.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import { useRetention } from "../api/retention.ts";

const RetentionSettingsDialog = lazy(() =>
  import("./retention-settings-dialog.tsx").then((module) => ({ default: module.RetentionSettingsDialog })),
);

function dueLines(due: RetentionDue) {
  return [
    plural(due.formerStudents, "ancien apprenant à effacer", "anciens apprenants à effacer"),
    plural(
      due.unverifiedAccounts,
      "inscription non confirmée à supprimer",
      "inscriptions non confirmées à supprimer",
    ),
    plural(due.signIns, "connexion ancienne à supprimer", "connexions anciennes à supprimer"),
    plural(due.liveEvents, "événement en direct à supprimer", "événements en direct à supprimer"),
  ];
}

/** The company's retention of personal data on the Personnalisation page: settings and what is due. */
export function RetentionCard() {
  const retention = useRetention();
  const [isEditing, setIsEditing] = useState(false);
  return (
    <SectionCard
      title="Données personnelles (RGPD)"
      subheader="Chaque nuit, ce qui dépasse sa durée de conservation est effacé ; le journal le garde."
      action={
        <Button onClick={() => setIsEditing(true)} disabled={!retention.data}>
          Modifier les durées
        </Button>
      }
    >
      <CardContent sx={{ pt: 0 }}>
        {retention.isPending ? (
          <Skeleton height={120} role="progressbar" aria-label="Chargement" />
        ) : retention.isError ? (
          <LoadErrorAlert query={retention} message="Impossible de charger les durées de conservation." />
        ) : (
          <>
            <Typography>
              {`Anciens apprenants : ${plural(retention.data.settings.formerStudentYears, "an")} après leur dernier cours · inscriptions non confirmées : ${plural(retention.data.settings.unverifiedDays, "jour")} · connexions : ${plural(retention.data.settings.signInDays, "jour")} · événements en direct : ${plural(retention.data.settings.liveEventDays, "jour")}.`}
            </Typography>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
              À traiter au prochain passage
            </Typography>
            <List dense disablePadding>
              {dueLines(retention.data.due).map((line) => (
                <ListItem key={line} disableGutters>
                  <ListItemText primary={line} />
                </ListItem>
              ))}
            </List>
            <Typography variant="body2" color="text.secondary">
              {retention.data.lastRunAt
                ? `Dernier passage le ${formatDateTime(retention.data.lastRunAt)}.`
                : "Aucun passage pour l'instant."}
            </Typography>
          </>
        )}
      </CardContent>
      <Suspense fallback={null}>
        {isEditing && retention.data ? (
          <RetentionSettingsDialog settings={retention.data.settings} onClose={() => setIsEditing(false)} />
        ) : null}
      </Suspense>
    </SectionCard>
  );
}
