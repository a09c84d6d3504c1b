import { CONTENT_MESSAGES } from "@campus/contracts/content";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import type { SaveState } from "./use-autosave.ts";

/** The autosave's state in words: Enregistrement…, Sauvegarde réussie, or Sauvegarde échouée with a retry. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  if (state === "idle") return null;
  if (state === "failed") {
    return (
      <Typography
        role="status"
        color="error"
        variant="body2"
        sx={{ display: "flex", alignItems: "center", gap: 1 }}
      >
        {CONTENT_MESSAGES.saveFailed}
        <Button size="small" color="error" onClick={onRetry}>
          Réessayer
        </Button>
      </Typography>
    );
  }
  return (
    <Typography role="status" variant="body2" color={state === "saved" ? "success.main" : "text.secondary"}>
      {state === "saving" ? CONTENT_MESSAGES.saving : CONTENT_MESSAGES.saved}
    </Typography>
  );
}
