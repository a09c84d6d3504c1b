import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { isRouteErrorResponse, useRouteError } from "react-router";

/** The last resort when a page fails to render or its code cannot be loaded (e.g. after an update). */
export function RootError() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;

  return (
    <Box
      component="main"
      role="alert"
      sx={{ minHeight: "100vh", display: "grid", placeItems: "center", p: 3, textAlign: "center" }}
    >
      <Box sx={{ maxWidth: 480 }}>
        <Typography variant="h1" sx={{ mb: 2 }}>
          Une erreur est survenue
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          La page n'a pas pu s'afficher. Rechargez-la ; si le problème continue, contactez votre
          administrateur.
          {detail ? ` (${detail})` : null}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Recharger la page
        </Button>
      </Box>
    </Box>
  );
}
