import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { usePageTitle } from "./use-page-title.ts";

interface StatusPageProps {
  /** The big number at the top (401, 404). */
  code: string;
  title: string;
  description: ReactNode;
  /** Where the button leads; `/` sends each user to their home or to the sign-in page. */
  homeHref?: string;
  testId?: string;
}

/** A full page for an error status, with a way back home. */
export function StatusPage({ code, title, description, homeHref = "/", testId }: StatusPageProps) {
  usePageTitle(title);
  return (
    <Box
      component="main"
      data-testid={testId}
      sx={{ minHeight: "100vh", display: "flex", alignItems: "center", bgcolor: "background.default" }}
    >
      <Container maxWidth="sm" sx={{ textAlign: "center", py: 8 }}>
        <Typography
          aria-hidden
          sx={{
            fontSize: { xs: "4.5rem", sm: "6rem" },
            fontWeight: 800,
            lineHeight: 1,
            color: "primary.main",
          }}
        >
          {code}
        </Typography>
        <Typography variant="h1" sx={{ mt: 2, mb: 2 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          {description}
        </Typography>
        <Button component={Link} to={homeHref} variant="contained" size="large">
          Retour à l'accueil
        </Button>
      </Container>
    </Box>
  );
}
