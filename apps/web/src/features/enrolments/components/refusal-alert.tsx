import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import { isApiError } from "../../../lib/api-client.ts";
import { failureMessage } from "../../../lib/failure-message.ts";

/**
 * Why the server refused a bulk enrolment or withdrawal: its sentence, and each student it named
 * (another programme, not enrolled) when there are several. Nothing was changed.
 */
export function RefusalAlert({ error, failure }: { error: unknown; failure: string }) {
  const details = isApiError(error) ? error.details.filter((detail) => detail.message !== error.message) : [];
  const notFound = isApiError(error, 404)
    ? "Ce cours ou l'un de ces apprenants n'existe plus : rechargez la page."
    : null;
  return (
    <Alert severity="error" role="alert">
      {notFound ?? failureMessage(failure, error)}
      {details.length > 1 ? (
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {details.map((detail) => (
            <li key={`${detail.field}:${detail.message}`}>{detail.message}</li>
          ))}
        </Box>
      ) : null}
    </Alert>
  );
}
