import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { formatDateTime } from "../../../lib/dates.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useCalendarFeed, useRenewCalendarFeed } from "../api/calendar-feed.ts";

/**
 * « Agenda (iCalendar) »: the secret address of the user's timetable for their calendar app. Only
 * a hash is kept on the server: the address is shown once, when created or regenerated (the old one
 * stops working).
 */
export function CalendarFeedCard() {
  const { enqueueSnackbar } = useSnackbar();
  const feed = useCalendarFeed();
  const renew = useRenewCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const create = () =>
    renew.mutate(undefined, {
      onSuccess: (created) => setUrl(created.url ?? null),
      onError: () => enqueueSnackbar("Impossible de créer l'adresse de l'agenda.", { variant: "error" }),
    });
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      enqueueSnackbar("Adresse copiée", { variant: "success" });
    } catch {
      enqueueSnackbar("Copie impossible : sélectionnez l'adresse et copiez-la.", { variant: "warning" });
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          Agenda (iCalendar)
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Abonnez votre agenda (Google, Outlook, Apple…) à votre emploi du temps : de 30 jours en arrière à 6
          mois à venir. Gardez cette adresse secrète.
        </Typography>
        {feed.isPending ? (
          <Skeleton variant="rounded" height={40} />
        ) : feed.isError ? (
          <Alert severity="error">Impossible de charger l'état de votre agenda.</Alert>
        ) : (
          <Stack spacing={1.5}>
            {url ? (
              <>
                <TextField
                  label="Adresse de l'agenda"
                  value={url}
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
                  onFocus={(event) => event.target.select()}
                />
                <Alert severity="info">Copiez-la maintenant : elle ne sera plus affichée.</Alert>
              </>
            ) : feed.data.isActive ? (
              <Typography variant="body2">
                Adresse active, créée le {formatDateTime(feed.data.createdAt)}. Régénérez-la pour l'afficher à
                nouveau : l'ancienne cessera de fonctionner.
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} sx={{ flexWrap: "wrap", gap: 1 }}>
              {url ? (
                <Button variant="contained" startIcon={<ContentCopyOutlined />} onClick={copy}>
                  Copier
                </Button>
              ) : null}
              <Button variant={url ? "outlined" : "contained"} onClick={create} disabled={renew.isPending}>
                {feed.data.isActive || url ? "Régénérer l'adresse" : "Créer l'adresse"}
              </Button>
            </Stack>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
