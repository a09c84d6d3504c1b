import { ACCOUNT_MESSAGES } from "@campus/contracts/accounts";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { type NewPasswordFormValues, newPasswordFormSchema } from "../account-schemas.ts";
import { useResetPassword } from "../api/accounts.ts";
import { AuthForm, useAuthSubmit } from "../components/auth-form.tsx";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";
import { NewPasswordPair } from "../components/new-password-pair.tsx";

/** `/auth/reset-password?token=…`: a new password from an e-mailed reset link; every session ends. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const reset = useResetPassword();
  const [isDone, setIsDone] = useState(false);
  const form = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirm: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submitting = useAuthSubmit(form, ["password"], async ({ password }) => {
    await reset.mutateAsync({ token, password });
    setIsDone(true);
  });

  if (isDone) {
    return (
      <>
        <AuthHeading title="Mot de passe modifié" />
        <Alert severity="success" role="status">
          {ACCOUNT_MESSAGES.passwordReset}
        </Alert>
        <AuthLinks links={[{ to: "/auth/login", label: "Se connecter" }]} />
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Nouveau mot de passe">
        Choisissez votre nouveau mot de passe : vos sessions ouvertes seront fermées.
      </AuthHeading>
      <AuthForm {...submitting} label="Choix du nouveau mot de passe" submitLabel="Enregistrer">
        <NewPasswordPair
          password={register("password")}
          confirm={register("confirm")}
          errors={errors}
          label="Nouveau mot de passe"
          autoFocus
        />
      </AuthForm>
      <AuthLinks
        links={[{ to: "/auth/forgot-password", label: "Demander un nouveau lien" }, BACK_TO_LOGIN]}
      />
    </>
  );
}
