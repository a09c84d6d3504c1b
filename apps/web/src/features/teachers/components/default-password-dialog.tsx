import ContentCopyOutlined from "@mui/icons-material/ContentCopyOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useSnackbar } from "../../../ui/notifications.tsx";

interface DefaultPasswordDialogProps {
  /** The new teacher's name and initial password; null closes the dialog. */
  created: { name: string; email: string; password: string } | null;
  onClose: () => void;
}

/** Shows a new teacher's initial password, once: it is not kept anywhere the admin can read it again. */
export function DefaultPasswordDialog({ created, onClose }: DefaultPasswordDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const titleId = useId();

  const handleCopy = async () => {
    if (!created) return;
    try {
      await navigator.clipboard.writeText(created.password);
      enqueueSnackbar("Mot de passe copié", { variant: "success" });
    } catch {
      enqueueSnackbar("Copie impossible : sélectionnez le mot de passe", { variant: "warning" });
    }
  };

  return (
    <Dialog open={created !== null} onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Compte créé</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          {created?.name} peut se connecter avec l'adresse <strong>{created?.email}</strong>.
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
          <Typography sx={{ flex: 1, overflowWrap: "anywhere" }} data-testid="default-password">
            Mot de passe initial :{" "}
            <Box component="code" sx={{ fontWeight: 700, fontSize: "1rem" }}>
              {created?.password}
            </Box>
          </Typography>
          <Tooltip title="Copier le mot de passe">
            <IconButton aria-label="Copier le mot de passe" onClick={() => void handleCopy()}>
              <ContentCopyOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
        <Alert severity="warning" sx={{ mt: 2 }}>
          Ce mot de passe ne sera plus affiché : transmettez-le au professeur, qui devra le changer.
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          J'ai noté le mot de passe
        </Button>
      </DialogActions>
    </Dialog>
  );
}
