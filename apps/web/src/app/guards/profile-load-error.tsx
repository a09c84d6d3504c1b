import Box from "@mui/material/Box";
import { LoadErrorAlert } from "../../ui/load-error-alert.tsx";

interface ProfileLoadErrorProps {
  onRetry: () => void;
}

/** The profile could not be read (server down, network): offer to try again rather than signing out. */
export function ProfileLoadError({ onRetry }: ProfileLoadErrorProps) {
  return (
    <Box component="main" sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 2 }}>
      <LoadErrorAlert
        query={{ refetch: onRetry }}
        message="Impossible de charger votre profil. Vérifiez votre connexion puis réessayez."
        sx={{ maxWidth: 480, width: "100%" }}
      />
    </Box>
  );
}
