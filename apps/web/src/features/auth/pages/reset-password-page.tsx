import { ACCOUNT_MESSAGES } from "@campus/contracts/accounts";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useSearchParams } from "react-router";
import { isApiError } from "../../../lib/api-client.ts";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { PasswordField } from "../../../ui/password-field.tsx";
import { type NewPasswordFormValues, newPasswordFormSchema } from "../account-schemas.ts";
import { useResetPassword } from "../api/accounts.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";

/** `/auth/reset-password?token=…`: a new password from an e-mailed reset link; every session ends. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get("token") ?? "";
  const reset = useResetPassword();
  const [isDone, setIsDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<NewPasswordFormValues>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: "", confirm: "" },
  });

  const handleReset = handleSubmit(async ({ password }) => {
    setFormError(null);
    try {
      await reset.mutateAsync({ token, password });
      setIsDone(true);
    } catch (error) {
      if (!setServerFieldErrors(error, ["password"], setError)) {
        setFormError(isApiError(error) ? error.message : "Something went wrong");
      }
    }
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
      <Stack
        component="form"
        noValidate
        onSubmit={handleReset}
        spacing={2.5}
        aria-label="Choix du nouveau mot de passe"
      >
        {formError ? (
          <Alert severity="error" role="alert">
            {formError}
          </Alert>
        ) : null}
        <PasswordField
          {...register("password")}
          label="Nouveau mot de passe"
          autoComplete="new-password"
          autoFocus
          fullWidth
          isInvalid={Boolean(errors.password)}
          helperText={
            errors.password?.message ??
            "8 caractères au moins : une minuscule, une majuscule, un chiffre et un caractère parmi !@#$%^&*"
          }
        />
        <PasswordField
          {...register("confirm")}
          label="Confirmez le mot de passe"
          autoComplete="new-password"
          fullWidth
          isInvalid={Boolean(errors.confirm)}
          helperText={errors.confirm?.message}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={reset.isPending}>
          Enregistrer
        </Button>
      </Stack>
      <AuthLinks
        links={[{ to: "/auth/forgot-password", label: "Demander un nouveau lien" }, BACK_TO_LOGIN]}
      />
    </>
  );
}
