import Button from "@mui/material/Button";
import { Link, useLocation } from "react-router";
import { ComingSoon } from "../../../ui/coming-soon.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";

const TITLES: Record<string, string> = {
  "/loginauto": "Connexion automatique",
  "/auth/register": "Inscription",
  "/auth/register-unprotected": "Inscription",
  "/auth/verify": "Vérification de l'adresse e-mail",
};

/** The public pages other than sign-in, until they are built. */
export function PublicComingSoonPage() {
  const { pathname } = useLocation();
  const title = TITLES[pathname.replace(/\/$/, "")] ?? "Espace public";
  usePageTitle(title);

  return (
    <ComingSoon
      isPlain
      title={title}
      action={
        <Button component={Link} to="/auth/login" variant="contained">
          Retour à la connexion
        </Button>
      }
    />
  );
}
