import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { type RegisterFormValues, registerFormSchema, verifyPath } from "../account-schemas.ts";
import { useRegister } from "../api/accounts.ts";
import { useSignInCompanyId } from "../api/branding.ts";
import { AuthForm, useAuthSubmit } from "../components/auth-form.tsx";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";
import { EmailInput } from "../components/email-input.tsx";
import { NewPasswordPair } from "../components/new-password-pair.tsx";

/** `/auth/register`: a student creates their account with the e-mail of their student record. */
export function RegisterPage() {
  const registration = useRegister();
  const navigate = useNavigate();
  const companyId = useSignInCompanyId();
  const form = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: "", password: "", confirm: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submitting = useAuthSubmit(form, ["email", "password"], async ({ email, password }) => {
    const answer = await registration.mutateAsync({ email: email.trim(), password });
    void navigate(verifyPath(answer.email, companyId));
  });

  return (
    <>
      <AuthHeading title="Inscription">
        Créez votre compte avec l'adresse e-mail de votre fiche apprenant : un code de vérification vous sera
        envoyé.
      </AuthHeading>
      <AuthForm {...submitting} label="Inscription" submitLabel="Créer mon compte">
        <EmailInput registration={register("email")} error={errors.email} autoFocus />
        <NewPasswordPair password={register("password")} confirm={register("confirm")} errors={errors} />
      </AuthForm>
      <AuthLinks links={[BACK_TO_LOGIN]} />
    </>
  );
}
