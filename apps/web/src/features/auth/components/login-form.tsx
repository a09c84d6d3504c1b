import type { Me } from "@campus/contracts/auth";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { isApiError } from "../../../lib/api-client.ts";
import { PasswordField } from "../../../ui/password-field.tsx";
import { TextInput } from "../../../ui/text-input.tsx";
import { signIn } from "../api/login.ts";
import { checkSignIn, type SignInErrors, type SignInValues } from "../sign-in-schema.ts";

const FIELDS = ["email", "password"] as const;
type Field = (typeof FIELDS)[number];

function isField(value: string | undefined): value is Field {
  return FIELDS.some((field) => field === value);
}

interface LoginFormProps {
  onSignedIn: (user: Me) => void;
}

/**
 * Two fields without react-hook-form: the sign-in page is most users' first load. Uncontrolled: their
 * values are read from the inputs, so that what was typed (or autofilled) in the prerendered page
 * before its script ran survives hydration, which would reset a controlled input to its state.
 * Checked on submit, then again on each change once submitted; a server error goes under its field.
 */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const [isPending, setIsPending] = useState(false);
  const [errors, setErrors] = useState<SignInErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const formRef = useRef<HTMLFormElement>(null);
  // Sent before this script ran, the form was held by public/login-boot.js: sent now, as typed.
  useEffect(() => {
    document.documentElement.setAttribute("data-form-ready", "");
    const form = formRef.current;
    if (form?.hasAttribute("data-held-submit")) {
      form.removeAttribute("data-held-submit");
      form.requestSubmit();
    }
  }, []);
  const readValues = (): SignInValues => ({
    email: inputs.email.current?.value ?? "",
    password: inputs.password.current?.value ?? "",
  });

  const bind = (field: Field) => ({
    ref: inputs[field],
    name: field,
    onChange: () => {
      if (isSubmitted) setErrors(checkSignIn(readValues()));
    },
    fullWidth: true,
    isInvalid: Boolean(errors[field]),
    helperText: errors[field],
  });

  const handleSignIn = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIsSubmitted(true);
    const values = readValues();
    const found = checkSignIn(values);
    setErrors(found);
    const invalid = FIELDS.find((field) => found[field]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    setFormError(null);
    setIsPending(true);
    try {
      onSignedIn(await signIn({ email: values.email.trim(), password: values.password }));
    } catch (error) {
      setIsPending(false);
      // The server's errors go under the field they concern; the others (too many attempts, network) above the form.
      if (isApiError(error) && isField(error.field)) {
        setErrors({ [error.field]: error.message });
        inputs[error.field].current?.focus();
      } else {
        setFormError(isApiError(error) ? error.message : "Something went wrong");
      }
    }
  };

  return (
    <Stack
      component="form"
      ref={formRef}
      // Sent by the browser itself only before the page's script has run (it is prerendered, login.html):
      // a POST then, never a GET that would put the password in the address.
      method="post"
      noValidate
      onSubmit={(event) => void handleSignIn(event)}
      spacing={2.5}
      aria-label="Connexion"
    >
      {formError ? (
        <Alert severity="error" data-testid="login-error">
          {formError}
        </Alert>
      ) : null}
      <TextInput
        {...bind("email")}
        label="Adresse e-mail"
        type="email"
        autoComplete="username"
        autoFocus
        inputProps={{ inputMode: "email", spellCheck: false, autoCapitalize: "none" }}
      />
      <PasswordField {...bind("password")} label="Mot de passe" autoComplete="current-password" />
      <Button type="submit" variant="contained" size="large" fullWidth loading={isPending}>
        Se connecter
      </Button>
    </Stack>
  );
}
