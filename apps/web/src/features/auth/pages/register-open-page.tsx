import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { bindTextInput } from "../../../ui/bind-text-field.ts";
import { TextInput } from "../../../ui/text-input.tsx";
import { type RegisterOpenFormValues, registerOpenFormSchema, verifyPath } from "../account-schemas.ts";
import { useRegisterOpen } from "../api/accounts.ts";
import { useCompanyBranding, useSignInCompanyId } from "../api/branding.ts";
import { AuthForm, useAuthSubmit } from "../components/auth-form.tsx";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";
import { EmailInput } from "../components/email-input.tsx";
import { NewPasswordPair } from "../components/new-password-pair.tsx";

/**
 * `/auth/register-unprotected`: where a company allows open registration (its setting, off by default),
 * anyone asks for a student account, which an administrator approves after the e-mail is verified.
 */
export function RegisterOpenPage() {
  const companyId = useSignInCompanyId();
  const branding = useCompanyBranding(companyId);
  const registration = useRegisterOpen();
  const navigate = useNavigate();
  const form = useForm<RegisterOpenFormValues>({
    resolver: zodResolver(registerOpenFormSchema),
    defaultValues: { firstname: "", lastname: "", email: "", password: "", confirm: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const nameInput = (name: "firstname" | "lastname") => ({
    ...bindTextInput(register, errors, name),
    fullWidth: true,
  });

  const submitting = useAuthSubmit(
    form,
    ["firstname", "lastname", "email", "password"],
    async ({ confirm: _confirm, ...values }) => {
      if (!companyId) return;
      const answer = await registration.mutateAsync({ ...values, companyId });
      void navigate(verifyPath(answer.email, companyId));
    },
  );

  const heading = (
    <AuthHeading title="Demande de compte">
      Votre établissement examinera votre demande après la vérification de votre adresse e-mail.
    </AuthHeading>
  );
  if (companyId && branding.isPending) {
    return (
      <>
        {heading}
        <CircularProgress aria-label="Chargement" />
      </>
    );
  }
  if (!companyId || !branding.data?.openRegistration) {
    return (
      <>
        {heading}
        <Alert severity="info">
          Cet établissement n'accepte pas les demandes de compte en ligne. Si vous avez une fiche apprenant,
          créez votre compte depuis la page d'inscription ; sinon, contactez votre établissement.
        </Alert>
        <AuthLinks links={[{ to: "/auth/register", label: "Inscription des apprenants" }, BACK_TO_LOGIN]} />
      </>
    );
  }
  return (
    <>
      {heading}
      <AuthForm {...submitting} label="Demande de compte" submitLabel="Envoyer ma demande">
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextInput {...nameInput("firstname")} label="Prénom" autoComplete="given-name" />
          <TextInput {...nameInput("lastname")} label="Nom" autoComplete="family-name" />
        </Stack>
        <EmailInput registration={register("email")} error={errors.email} />
        <NewPasswordPair password={register("password")} confirm={register("confirm")} errors={errors} />
      </AuthForm>
      <AuthLinks links={[BACK_TO_LOGIN]} />
    </>
  );
}
