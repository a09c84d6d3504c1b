import Alert, { type AlertColor } from "@mui/material/Alert";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { isApiError } from "../lib/api-client.ts";

/** The part of a TanStack query (or any loader) the alert needs. */
export interface RetryableQuery {
  error?: unknown;
  refetch: () => unknown;
  isRefetching?: boolean;
}

interface LoadErrorAlertProps {
  query: RetryableQuery;
  /** The failed load, shown with « Réessayer ». */
  message: ReactNode;
  /** Shown instead, without retry, when the thing does not exist or is out of reach (404, or 400 for a bad id). */
  missingMessage?: ReactNode;
  /** The API statuses that mean "missing". */
  missingStatuses?: readonly number[];
  missingSeverity?: AlertColor;
  sx?: SxProps<Theme>;
}

const MISSING_STATUSES = [404, 400] as const;

/** "Could not load" with a retry button, or "not found" when `missingMessage` is given and the API said so. */
export function LoadErrorAlert({
  query,
  message,
  missingMessage,
  missingStatuses = MISSING_STATUSES,
  missingSeverity = "info",
  sx,
}: LoadErrorAlertProps) {
  const isMissing =
    missingMessage !== undefined && missingStatuses.some((status) => isApiError(query.error, status));
  if (isMissing) {
    return (
      <Alert severity={missingSeverity} sx={sx}>
        {missingMessage}
      </Alert>
    );
  }
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button
          color="inherit"
          size="small"
          onClick={() => void query.refetch()}
          loading={query.isRefetching}
        >
          Réessayer
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
