import { ACCOUNT_MESSAGES } from "@campus/contracts/accounts";
import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { isApiError } from "../../../lib/api-client.ts";
import { TextInput } from "../../../ui/text-input.tsx";
import { type EmailFormValues, emailFormSchema } from "../account-schemas.ts";
import { useRequestLink } from "../api/accounts.ts";

/** Asks for an e-mailed link; the answer never says whether the address has an account. */
export function EmailLinkForm({ purpose, submitLabel }: { purpose: "login" | "reset"; submitLabel: string }) {
  const request = useRequestLink(purpose);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailFormValues>({ resolver: zodResolver(emailFormSchema), defaultValues: { email: "" } });

  const handleRequest = handleSubmit(async ({ email }) => {
    setFormError(null);
    try {
      await request.mutateAsync(email.trim());
      setSentTo(email.trim());
    } catch (error) {
      setFormError(isApiError(error) ? error.message : "Something went wrong");
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={handleRequest} spacing={2.5} aria-label={submitLabel}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {ACCOUNT_MESSAGES.linkSent}
        </Alert>
      ) : null}
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
      <Button type="submit" variant="contained" size="large" fullWidth loading={request.isPending}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
