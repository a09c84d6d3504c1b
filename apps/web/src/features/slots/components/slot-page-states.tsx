import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import type { ReactNode } from "react";
import { LoadErrorAlert, type RetryableQuery } from "../../../ui/load-error-alert.tsx";

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
  /** The slot's query. */
  query: RetryableQuery;
  backAction: ReactNode;
}

/** A slot that does not exist or is out of the caller's reach (404, or 400 for a bad id), or a failed load. */
export function SlotLoadError({ query, backAction }: SlotLoadErrorProps) {
  return (
    <>
      <Box sx={{ mb: 2 }}>{backAction}</Box>
      <LoadErrorAlert
        query={query}
        message="Impossible de charger la séance."
        missingMessage="Cette séance est introuvable, ou vous n'y avez pas accès."
      />
    </>
  );
}
