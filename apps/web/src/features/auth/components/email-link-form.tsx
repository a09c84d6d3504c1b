import { ACCOUNT_MESSAGES } from "@campus/contracts/accounts";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type EmailFormValues, emailFormSchema } from "../account-schemas.ts";
import { useRequestLink } from "../api/accounts.ts";
import { AuthForm, useAuthSubmit } from "./auth-form.tsx";
import { EmailInput } from "./email-input.tsx";

/** Asks for an e-mailed link; the answer never says whether the address has an account. */
export function EmailLinkForm({ purpose, submitLabel }: { purpose: "login" | "reset"; submitLabel: string }) {
  const request = useRequestLink(purpose);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<EmailFormValues>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const submitting = useAuthSubmit(form, [], async ({ email }) => {
    await request.mutateAsync(email.trim());
    setSentTo(email.trim());
  });

  return (
    <AuthForm {...submitting} label={submitLabel} submitLabel={submitLabel}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {ACCOUNT_MESSAGES.linkSent}
        </Alert>
      ) : null}
      <EmailInput registration={register("email")} error={errors.email} autoFocus />
    </AuthForm>
  );
}
