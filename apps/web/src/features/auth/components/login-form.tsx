import type { Me } from "@campus/contracts/auth";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isApiError } from "../../../lib/api-client.ts";
import { PasswordField } from "../../../ui/password-field.tsx";
import { TextInput } from "../../../ui/text-input.tsx";
import { useLogin } from "../api/login.ts";
import { type SignInValues, signInSchema } from "../sign-in-schema.ts";

const FIELDS = ["email", "password"] as const;
type Field = (typeof FIELDS)[number];

function isField(value: string | undefined): value is Field {
  return FIELDS.some((field) => field === value);
}

interface LoginFormProps {
  onSignedIn: (user: Me) => void;
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignInValues>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: "", password: "" },
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  const handleSignIn = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { user } = await login.mutateAsync({ email: values.email.trim(), password: values.password });
      onSignedIn(user);
    } catch (error) {
      // The server's errors go under the field they concern; the others (too many attempts, network) above the form.
      if (isApiError(error) && isField(error.field)) {
        setError(error.field, { type: "server", message: error.message }, { shouldFocus: true });
      } else {
        setFormError(isApiError(error) ? error.message : "Something went wrong");
      }
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleSignIn} spacing={2.5} aria-label="Connexion">
      {formError ? (
        <Alert severity="error" data-testid="login-error">
          {formError}
        </Alert>
      ) : null}
      <TextInput
        {...register("email")}
        label="Adresse e-mail"
        type="email"
        autoComplete="username"
        autoFocus
        fullWidth
        isInvalid={Boolean(errors.email)}
        helperText={errors.email?.message}
        inputProps={{ inputMode: "email", spellCheck: false, autoCapitalize: "none" }}
      />
      <PasswordField
        {...register("password")}
        label="Mot de passe"
        autoComplete="current-password"
        fullWidth
        isInvalid={Boolean(errors.password)}
        helperText={errors.password?.message}
      />
      <Button type="submit" variant="contained" size="large" fullWidth loading={login.isPending}>
        Se connecter
      </Button>
    </Stack>
  );
}
