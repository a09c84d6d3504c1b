import { MESSAGES } from "@campus/contracts/messages";
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from "@campus/contracts/webhooks";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type FormEvent, useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";
import { useCreateWebhook } from "../api/webhooks.ts";

/** A new webhook: its address and events; once created, its secret, shown this once. */
export function CreateWebhookDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateWebhook();
  const [url, setUrl] = useState("https://");
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);

  const toggle = (type: WebhookEventType) =>
    setEvents((current) => (current.includes(type) ? current.filter((t) => t !== type) : [...current, type]));

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const created = await create.mutateAsync({ url: url.trim(), events });
      setSecret(created.secret);
    } catch (failure) {
      setError(failureMessage(MESSAGES.saveKo, failure));
    }
  };

  if (secret)
    return (
      <TitledDialog title="Webhook créé" onClose={onClose}>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            Copiez ce secret maintenant : il ne sera plus affiché. Il sert à vérifier la signature de chaque
            envoi (en-tête webhook-signature, HMAC-SHA256).
          </Alert>
          <TextField
            label="Secret de signature"
            value={secret}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: "monospace" } } }}
            onFocus={(event) => event.target.select()}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => void navigator.clipboard?.writeText(secret)}>Copier</Button>
          <Button variant="contained" onClick={onClose}>
            J'ai copié le secret
          </Button>
        </DialogActions>
      </TitledDialog>
    );

  return (
    <TitledDialog title="Nouveau webhook" onClose={onClose}>
      <form noValidate onSubmit={handleSubmit}>
        <DialogContent>
          <TextField
            label="Adresse de réception (https)"
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            required
            fullWidth
            type="url"
            autoFocus
            helperText="Une adresse publique en https ; les adresses privées ou locales sont refusées."
          />
          <FormLabel component="legend" sx={{ mt: 3, mb: 1 }}>
            Événements envoyés
          </FormLabel>
          <FormGroup>
            {WEBHOOK_EVENT_TYPES.map((type) => (
              <FormControlLabel
                key={type}
                control={<Checkbox checked={events.includes(type)} onChange={() => toggle(type)} />}
                label={
                  <>
                    {WEBHOOK_EVENT_LABELS[type]}{" "}
                    <Typography component="span" variant="caption" color="text.secondary">
                      ({type})
                    </Typography>
                  </>
                }
              />
            ))}
          </FormGroup>
          {error ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={create.isPending} disabled={events.length === 0}>
            Créer
          </Button>
        </DialogActions>
      </form>
    </TitledDialog>
  );
}
