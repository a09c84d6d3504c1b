import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";

interface ProfileLoadErrorProps {
  onRetry: () => void;
}

/** The profile could not be read (server down, network): offer to try again rather than signing out. */
export function ProfileLoadError({ onRetry }: ProfileLoadErrorProps) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Réessayer
          </Button>
        }
        sx={{ maxWidth: 480, width: "100%" }}
      >
        Impossible de charger votre profil. Vérifiez votre connexion puis réessayez.
      </Alert>
    </Box>
  );
}
