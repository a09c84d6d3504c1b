import { MESSAGES } from "@campus/contracts/messages";
import { WEBHOOK_EVENT_LABELS, type Webhook } from "@campus/contracts/webhooks";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CardContent from "@mui/material/CardContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { SectionCard } from "../../../ui/section-card.tsx";
import { useDeleteWebhook, useSetWebhookEnabled, useWebhooks } from "../api/webhooks.ts";

const CreateWebhookDialog = lazy(() =>
  import("./create-webhook-dialog.tsx").then((module) => ({ default: module.CreateWebhookDialog })),
);
const DeliveriesDialog = lazy(() =>
  import("./deliveries-dialog.tsx").then((module) => ({ default: module.DeliveriesDialog })),
);

function WebhookItem({
  webhook,
  onLog,
  onDelete,
}: {
  webhook: Webhook;
  onLog: () => void;
  onDelete: () => void;
}) {
  const setEnabled = useSetWebhookEnabled();
  const { enqueueSnackbar } = useSnackbar();
  const handleToggle = async (enabled: boolean) => {
    try {
      await setEnabled.mutateAsync({ id: webhook.id, enabled });
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.saveKo, error), { variant: "error" });
    }
  };
  return (
    <ListItem disableGutters divider sx={{ display: "block" }}>
      <ListItemText
        primary={webhook.url}
        secondary={webhook.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(" · ")}
        slotProps={{ primary: { sx: { wordBreak: "break-all", fontFamily: "monospace" } } }}
      />
      {webhook.disabledReason ? (
        <Alert severity="warning" sx={{ my: 1 }}>
          Désactivé automatiquement : {webhook.disabledReason}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <FormControlLabel
          control={
            <Switch
              checked={webhook.enabled}
              onChange={(event) => void handleToggle(event.target.checked)}
              disabled={setEnabled.isPending}
            />
          }
          label={webhook.enabled ? "Actif" : "Désactivé"}
        />
        <Button size="small" onClick={onLog}>
          Journal des envois
        </Button>
        <Button size="small" color="error" onClick={onDelete}>
          Supprimer
        </Button>
      </Stack>
    </ListItem>
  );
}

/** The company's signed webhooks on the Personnalisation page: list, creation, log, « Renvoyer ». */
export function WebhooksCard() {
  const webhooks = useWebhooks();
  const remove = useDeleteWebhook();
  const { enqueueSnackbar } = useSnackbar();
  const [isCreating, setIsCreating] = useState(false);
  const [logOf, setLogOf] = useState<Webhook | null>(null);
  const [deleting, setDeleting] = useState<Webhook | null>(null);

  const handleDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" });
      setDeleting(null);
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" });
    }
  };

  return (
    <SectionCard
      title="Webhooks"
      subheader="Les événements choisis sont envoyés, signés, à vos applications ; réessayés pendant 24 h en cas d'échec."
      action={<Button onClick={() => setIsCreating(true)}>Ajouter un webhook</Button>}
    >
      <CardContent sx={{ pt: 0 }}>
        {webhooks.isPending ? (
          <Skeleton height={96} role="progressbar" aria-label="Chargement" />
        ) : webhooks.isError ? (
          <LoadErrorAlert query={webhooks} message="Impossible de charger les webhooks." />
        ) : webhooks.data.items.length === 0 ? (
          <Typography color="text.secondary">Aucun webhook pour l'instant.</Typography>
        ) : (
          <List dense disablePadding>
            {webhooks.data.items.map((webhook) => (
              <WebhookItem
                key={webhook.id}
                webhook={webhook}
                onLog={() => setLogOf(webhook)}
                onDelete={() => setDeleting(webhook)}
              />
            ))}
          </List>
        )}
      </CardContent>
      <Suspense fallback={null}>
        {isCreating ? <CreateWebhookDialog onClose={() => setIsCreating(false)} /> : null}
        {logOf ? (
          <DeliveriesDialog webhookId={logOf.id} url={logOf.url} onClose={() => setLogOf(null)} />
        ) : null}
      </Suspense>
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Supprimer ce webhook ?"
        message="Ses envois en attente et son journal seront supprimés."
        confirmLabel="Supprimer"
        isDestructive
        isPending={remove.isPending}
        onConfirm={() => void handleDelete()}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
