import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";
import { EmailLinkForm } from "../components/email-link-form.tsx";

/** `/auth/login-link`: e-mails a sign-in link (single use, 15 minutes). */
export function LoginLinkPage() {
  return (
    <>
      <AuthHeading title="Connexion par e-mail">
        Recevez un lien de connexion, valable 15 minutes, à votre adresse e-mail.
      </AuthHeading>
      <EmailLinkForm purpose="login" submitLabel="Recevoir un lien" />
      <AuthLinks links={[BACK_TO_LOGIN]} />
    </>
  );
}
