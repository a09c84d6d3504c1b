import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useLoginWithLink } from "../api/accounts.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";
import { landingPath } from "../landing.ts";

const INVALID = "Ce lien de connexion n'est plus valide : il a déjà servi ou il a expiré (15 minutes).";

/** `/loginauto?token=…`: signs in with an e-mailed link, once; a spent or expired link says so. */
export function LoginAutoPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const navigate = useNavigate();
  const signIn = useLoginWithLink();
  const isStarted = useRef(false);

  useEffect(() => {
    // Once only: the link is spent by its first use (StrictMode runs effects twice).
    if (isStarted.current || token === "") return;
    isStarted.current = true;
    signIn.mutate(token, { onSuccess: ({ user }) => void navigate(landingPath(user), { replace: true }) });
  }, [token, signIn, navigate]);

  const isFailed = token === "" || signIn.isError;
  return (
    <>
      <AuthHeading title="Connexion automatique" />
      {isFailed ? (
        <>
          <Alert severity="error" role="alert">
            {INVALID}
          </Alert>
          <AuthLinks links={[{ to: "/auth/login-link", label: "Recevoir un nouveau lien" }, BACK_TO_LOGIN]} />
        </>
      ) : (
        <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
          <CircularProgress size={24} aria-label="Connexion en cours" />
          <span>Connexion en cours…</span>
        </Stack>
      )}
    </>
  );
}
