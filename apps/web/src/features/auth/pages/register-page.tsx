import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { isApiError } from "../../../lib/api-client.ts";
import { setServerFieldErrors } from "../../../lib/server-field-errors.ts";
import { PasswordField } from "../../../ui/password-field.tsx";
import { TextInput } from "../../../ui/text-input.tsx";
import { type RegisterFormValues, registerFormSchema, verifyPath } from "../account-schemas.ts";
import { useRegister } from "../api/accounts.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";

/** `/auth/register`: a student creates their account with the e-mail of their student record. */
export function RegisterPage() {
  const registration = useRegister();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { email: "", password: "", confirm: "" },
  });

  const handleRegister = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const answer = await registration.mutateAsync({
        email: values.email.trim(),
        password: values.password,
      });
      void navigate(verifyPath(answer.email));
    } catch (error) {
      if (!setServerFieldErrors(error, ["email", "password"], setError)) {
        setFormError(isApiError(error) ? error.message : "Something went wrong");
      }
    }
  });

  return (
    <>
      <AuthHeading title="Inscription">
        Créez votre compte avec l'adresse e-mail de votre fiche apprenant : un code de vérification vous sera
        envoyé.
      </AuthHeading>
      <Stack component="form" noValidate onSubmit={handleRegister} spacing={2.5} aria-label="Inscription">
        {formError ? <Alert severity="error">{formError}</Alert> : null}
        <TextInput
          {...register("email")}
          label="Adresse e-mail"
          type="email"
          autoComplete="email"
          autoFocus
          fullWidth
          isInvalid={Boolean(errors.email)}
          helperText={errors.email?.message}
        />
        <PasswordField
          {...register("password")}
          label="Mot de passe"
          autoComplete="new-password"
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
        <Button type="submit" variant="contained" size="large" fullWidth loading={registration.isPending}>
          Créer mon compte
        </Button>
      </Stack>
      <AuthLinks links={[BACK_TO_LOGIN]} />
    </>
  );
}
