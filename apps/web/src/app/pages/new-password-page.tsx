import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { useNavigate } from "react-router";
import { useLogout } from "../../features/auth/index.ts";
import { ChangePasswordForm } from "../../features/profile/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

/**
 * `/auth/new-password`: a user whose password an administrator set (a new account, a reset)
 * chooses their own before anything else; the guards send them here, and the API refuses every
 * other route until then. Signing out stays possible.
 */
export function NewPasswordPage() {
  usePageTitle("Nouveau mot de passe");
  const me = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();

  // The profile was read again by the change: the guards now let the user through.
  const handleChanged = () => navigate(me.home, { replace: true });

  return (
    <>
      <Typography
        id="new-password-title"
        variant="h1"
        sx={{ fontSize: { xs: "1.5rem", sm: "1.75rem" }, mb: 0.5 }}
      >
        Choisissez un nouveau mot de passe
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Votre mot de passe vous a été donné par un administrateur : choisissez le vôtre pour accéder à votre
        espace.
      </Typography>
      <ChangePasswordForm
        email={me.email}
        labelledBy="new-password-title"
        isSubmitFullWidth
        onChanged={handleChanged}
      />
      <Button
        variant="text"
        color="inherit"
        fullWidth
        sx={{ mt: 1.5, color: "text.secondary" }}
        loading={logout.isPending}
        onClick={() => logout.mutate()}
      >
        Se déconnecter
      </Button>
    </>
  );
}
