import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { ChangePasswordForm } from "./change-password-form.tsx";

/** « Changer le mot de passe »: the user's other sessions end, this one stays. */
export function ChangePasswordCard({ email }: { email: string }) {
  return (
    <Card component="section" aria-labelledby="profile-password-title" sx={{ p: { xs: 2.5, sm: 3 } }}>
      <Typography id="profile-password-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
        Changer le mot de passe
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Vos autres sessions ouvertes seront déconnectées.
      </Typography>
      <ChangePasswordForm email={email} labelledBy="profile-password-title" />
    </Card>
  );
}
