import type { Me } from "@campus/contracts/auth";
import Typography from "@mui/material/Typography";
import { useNavigate } from "react-router";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCompanyBranding, useSignInCompanyId } from "../api/branding.ts";
import { type AuthLink, AuthLinks } from "../components/auth-links.tsx";
import { LoginForm } from "../components/login-form.tsx";
import { landingPath } from "../landing.ts";

export function LoginPage() {
  usePageTitle("Connexion");
  const navigate = useNavigate();
  const branding = useCompanyBranding(useSignInCompanyId());
  const links: AuthLink[] = [
    { to: "/auth/forgot-password", label: "Mot de passe oublié ?" },
    { to: "/auth/login-link", label: "Recevoir un lien de connexion par e-mail" },
    { to: "/auth/register", label: "Première connexion ? Créez votre compte apprenant" },
  ];
  if (branding.data?.openRegistration) {
    links.push({
      to: `/auth/register-unprotected?entreprise=${branding.data.id}`,
      label: "Demander un compte",
    });
  }

  const handleSignedIn = (user: Me) => {
    void navigate(landingPath(user), { replace: true });
  };

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", sm: "1.75rem" }, mb: 0.5 }}>
        Connexion
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Connectez-vous à votre espace de formation.
      </Typography>
      <LoginForm onSignedIn={handleSignedIn} />
      <AuthLinks links={links} />
    </>
  );
}
