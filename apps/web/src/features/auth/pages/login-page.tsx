import Alert from "@mui/material/Alert";
import Typography from "@mui/material/Typography";
import { lazy, Suspense } from "react";
import { LoadingScreen } from "../../../ui/loading-screen.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useSignedInRedirect, useSignInBranding } from "../api/sign-in-page.ts";
import { useSsoProviderName, useSsoRefusal } from "../api/sso-provider.ts";
import { AuthFrame } from "../components/auth-frame.tsx";
import { type AuthLink, AuthLinks } from "../components/auth-links.tsx";
import { LoginForm } from "../components/login-form.tsx";
import { landingPath } from "../landing.ts";

// Loaded when the company offers single sign-on: most sign-in pages do without it.
const SsoSignIn = lazy(() =>
  import("../components/sso-sign-in.tsx").then((module) => ({ default: module.SsoSignIn })),
);

/**
 * `/auth/login`. A document of its own (login.html, scripts/bundle-budgets.mjs): most users' first
 * load, so it ships neither the app's router nor its query cache. The app shows it too when it
 * navigates here itself (after signing out). Signed in, the user's landing page loads as a new document.
 */
export function LoginPage() {
  usePageTitle("Connexion");
  const isChecking = useSignedInRedirect();
  const branding = useSignInBranding();
  const ssoName = useSsoProviderName(branding?.id);
  const ssoRefusal = useSsoRefusal();
  const links: AuthLink[] = [
    { to: "/auth/forgot-password", label: "Mot de passe oublié ?" },
    { to: "/auth/login-link", label: "Recevoir un lien de connexion par e-mail" },
    { to: "/auth/register", label: "Première connexion ? Créez votre compte apprenant" },
  ];
  if (branding?.openRegistration) {
    links.push({ to: `/auth/register-unprotected?entreprise=${branding.id}`, label: "Demander un compte" });
  }

  return (
    <AuthFrame branding={branding}>
      {isChecking ? <LoadingScreen /> : null}
      <Typography variant="h1" sx={{ fontSize: { xs: "1.5rem", sm: "1.75rem" }, mb: 0.5 }}>
        Connexion
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Connectez-vous à votre espace de formation.
      </Typography>
      {ssoRefusal ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {ssoRefusal}
        </Alert>
      ) : null}
      {branding && ssoName ? (
        <Suspense fallback={null}>
          <SsoSignIn companyId={branding.id} providerName={ssoName} />
        </Suspense>
      ) : null}
      <LoginForm onSignedIn={(user) => window.location.replace(landingPath(user))} />
      <AuthLinks links={links} />
    </AuthFrame>
  );
}
