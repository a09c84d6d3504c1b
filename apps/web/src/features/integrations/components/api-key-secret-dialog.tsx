import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";

interface ApiKeySecretDialogProps {
  /** The new key's name and secret; null closes the dialog. */
  created: { name: string; secret: string } | null;
  onClose: () => void;
}

/** Shows a new key's secret, once: only its hash is kept. */
export function ApiKeySecretDialog({ created, onClose }: ApiKeySecretDialogProps) {
  const { enqueueSnackbar } = useSnackbar();

  const handleCopy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.secret);
      enqueueSnackbar("Clé copiée", { variant: "success" });
    } catch {
      enqueueSnackbar("Copie impossible : sélectionnez la clé", { variant: "warning" });
    }
  };

  return (
    <TitledDialog isOpen={created !== null} title="Clé créée" onClose={onClose} maxWidth="sm">
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          La clé « {created?.name} » s'envoie dans l'en-tête <code>Authorization: Bearer …</code> de chaque
          requête.
        </Typography>
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 1,
            p: 1.5,
            borderRadius: 1,
            bgcolor: "action.hover",
          }}
        >
          <Box
            component="code"
            data-testid="api-key-secret"
            sx={{ flex: 1, fontWeight: 700, fontSize: "0.95rem", overflowWrap: "anywhere" }}
          >
            {created?.secret}
          </Box>
          <Tooltip title="Copier la clé">
            <IconButton aria-label="Copier la clé" onClick={() => void handleCopy()}>
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Alert severity="warning" sx={{ mt: 2 }}>
          Cette clé ne sera plus jamais affichée : copiez-la maintenant et gardez-la comme un mot de passe.
          Perdue, elle se révoque et se remplace.
        </Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onClose}>
          J'ai copié la clé
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
