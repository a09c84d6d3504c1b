import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";
import { EmailLinkForm } from "../components/email-link-form.tsx";

/** `/auth/forgot-password`: e-mails a reset link (single use, 1 hour). */
export function ForgotPasswordPage() {
  return (
    <>
      <AuthHeading title="Mot de passe oublié">
        Indiquez votre adresse e-mail : nous vous enverrons un lien pour choisir un nouveau mot de passe.
      </AuthHeading>
      <EmailLinkForm purpose="reset" submitLabel="Envoyer le lien" />
      <AuthLinks links={[BACK_TO_LOGIN]} />
    </>
  );
}
