import { plural } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import { WEBHOOK_EVENT_LABELS, type WebhookDelivery } from "@campus/contracts/webhooks";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { formatDateTime } from "../../../lib/dates.ts";
import { failureMessage } from "../../../lib/failure-message.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";
import { useRedeliverWebhook, useWebhookDeliveries } from "../api/webhooks.ts";

const STATUS = {
  delivered: { label: "Reçu", color: "success" },
  pending: { label: "En attente", color: "warning" },
  failed: { label: "Échec", color: "error" },
} as const;

const eventLabel = (type: string) => WEBHOOK_EVENT_LABELS[type as keyof typeof WEBHOOK_EVENT_LABELS] ?? type;

function detail(delivery: WebhookDelivery): string {
  const parts = [`Créé le ${formatDateTime(delivery.createdAt)}`, plural(delivery.attempt, "tentative")];
  if (delivery.lastStatusCode !== null) parts.push(`code HTTP ${delivery.lastStatusCode}`);
  // « Réponse HTTP 503 » says no more than the code already shown.
  if (delivery.lastError && !delivery.lastError.startsWith("Réponse HTTP")) parts.push(delivery.lastError);
  if (delivery.status === "pending" && delivery.attempt > 0)
    parts.push(`prochain essai le ${formatDateTime(delivery.nextAttemptAt)}`);
  if (delivery.deliveredAt) parts.push(`reçu le ${formatDateTime(delivery.deliveredAt)}`);
  return parts.join(" · ");
}

/** A webhook's latest deliveries: status, HTTP code, times and attempts, with « Renvoyer ». */
export function DeliveriesDialog({
  webhookId,
  url,
  onClose,
}: {
  webhookId: string;
  url: string;
  onClose: () => void;
}) {
  const deliveries = useWebhookDeliveries(webhookId);
  const redeliver = useRedeliverWebhook(webhookId);
  const { enqueueSnackbar } = useSnackbar();
  const handleRedeliver = async (deliveryId: string) => {
    try {
      await redeliver.mutateAsync(deliveryId);
      enqueueSnackbar("Envoi programmé", { variant: "success" });
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
    }
  };
  return (
    <TitledDialog title="Journal des envois" onClose={onClose} maxWidth="md">
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-all", mb: 1 }}>
          {url}
        </Typography>
        {deliveries.isPending ? (
          <Skeleton height={160} role="progressbar" aria-label="Chargement" />
        ) : deliveries.isError ? (
          <LoadErrorAlert query={deliveries} message="Impossible de charger le journal des envois." />
        ) : deliveries.data.items.length === 0 ? (
          <Typography>Aucun envoi pour l'instant : ils apparaîtront au premier événement choisi.</Typography>
        ) : (
          <List dense disablePadding>
            {deliveries.data.items.map((delivery) => (
              <ListItem
                key={delivery.id}
                disableGutters
                divider
                secondaryAction={
                  <Button
                    size="small"
                    onClick={() => void handleRedeliver(delivery.id)}
                    disabled={redeliver.isPending || delivery.status === "pending"}
                    aria-label={`Renvoyer : ${eventLabel(delivery.eventType)} du ${formatDateTime(delivery.createdAt)}`}
                  >
                    Renvoyer
                  </Button>
                }
                sx={{ pr: 12 }}
              >
                <ListItemText
                  primary={
                    <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
                      <span>{eventLabel(delivery.eventType)}</span>
                      <Chip
                        size="small"
                        label={STATUS[delivery.status].label}
                        color={STATUS[delivery.status].color}
                      />
                    </Stack>
                  }
                  secondary={detail(delivery)}
                />
              </ListItem>
            ))}
          </List>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </TitledDialog>
  );
}
