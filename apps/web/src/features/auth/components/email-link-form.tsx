import { ACCOUNT_MESSAGES } from "@campus/contracts/accounts";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextInput } from "../../../ui/text-input.tsx";
import { type EmailFormValues, emailFormSchema } from "../account-schemas.ts";
import { useRequestLink } from "../api/accounts.ts";
import { AuthForm, useFormError } from "./auth-form.tsx";

/** Asks for an e-mailed link; the answer never says whether the address has an account. */
export function EmailLinkForm({ purpose, submitLabel }: { purpose: "login" | "reset"; submitLabel: string }) {
  const request = useRequestLink(purpose);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { formError, attempt } = useFormError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: "" } });

  const handleRequest = handleSubmit(({ email }) =>
    attempt(async () => {
      await request.mutateAsync(email.trim());
      setSentTo(email.trim());
    }),
  );

  return (
    <AuthForm
      label={submitLabel}
      onSubmit={handleRequest}
      formError={formError}
      isPending={request.isPending}
      submitLabel={submitLabel}
    >
      {sentTo ? (
        <Alert severity="success" role="status">
          {ACCOUNT_MESSAGES.linkSent}
        </Alert>
      ) : null}
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
    </AuthForm>
  );
}
