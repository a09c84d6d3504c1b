import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import type { ReactNode } from "react";
import { isApiError } from "../../../lib/api-client.ts";

/** A slot page while the slot loads: the header, the facts and two cards. */
export function SlotPageSkeleton() {
  return (
    <Box aria-busy="true" data-testid="slot-loading">
      <Skeleton variant="text" width="45%" sx={{ fontSize: "2rem" }} />
      <Skeleton variant="text" width="30%" sx={{ mb: 3 }} />
      <Skeleton variant="rounded" height={120} sx={{ mb: 3 }} />
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
        <Skeleton variant="rounded" height={260} />
        <Skeleton variant="rounded" height={260} />
      </Box>
    </Box>
  );
}

interface SlotLoadErrorProps {
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  backAction: ReactNode;
}

/** A slot that does not exist or is out of the caller's reach (404, or 400 for a bad id), or a failed load. */
export function SlotLoadError({ error, onRetry, isRetrying, backAction }: SlotLoadErrorProps) {
  const isMissing = isApiError(error, 404) || isApiError(error, 400);
  return (
    <>
      <Box sx={{ mb: 2 }}>{backAction}</Box>
      <Alert
        severity={isMissing ? "info" : "error"}
        action={
          isMissing ? undefined : (
            <Button color="inherit" size="small" onClick={onRetry} loading={isRetrying}>
              Réessayer
            </Button>
          )
        }
      >
        {isMissing
          ? "Cette séance est introuvable, ou vous n'y avez pas accès."
          : "Impossible de charger la séance."}
      </Alert>
    </>
  );
}
