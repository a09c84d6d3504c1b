import { ACCOUNT_MESSAGES, RESEND_COOLDOWN_SECONDS } from "@campus/contracts/accounts";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { type FormEvent, useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { isApiError } from "../../../lib/api-client.ts";
import { TextInput } from "../../../ui/text-input.tsx";
import { useResendCode, useVerifyEmail } from "../api/accounts.ts";
import { AuthHeading } from "../components/auth-heading.tsx";
import { AuthLinks, BACK_TO_LOGIN } from "../components/auth-links.tsx";
import { landingPath } from "../landing.ts";

/** Seconds left before another code may be asked (the server refuses sooner ones too). */
function useCountdown(): [number, () => void] {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, () => setLeft(RESEND_COOLDOWN_SECONDS)];
}

/** `/auth/verify`: the 6-digit code e-mailed at registration; a verified account lands on its home. */
export function VerifyPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const [email, setEmail] = useState(searchParams.get("email") ?? "");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(
    searchParams.get("email") ? ACCOUNT_MESSAGES.codeSent : null,
  );
  const [isPendingApproval, setIsPendingApproval] = useState(false);
  const [cooldown, startCooldown] = useCountdown();

  const handleVerify = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setError("Le code comporte 6 chiffres.");
      return;
    }
    try {
      const answer = await verify.mutateAsync({ email: email.trim(), code: code.trim() });
      if ("token" in answer) void navigate(landingPath(answer.user), { replace: true });
      else setIsPendingApproval(true);
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "Something went wrong");
    }
  };

  const handleResend = async () => {
    setError(null);
    try {
      await resend.mutateAsync(email.trim());
      setNotice(ACCOUNT_MESSAGES.codeSent);
      startCooldown();
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : "Something went wrong");
    }
  };

  if (isPendingApproval) {
    return (
      <>
        <AuthHeading title="Adresse e-mail vérifiée" />
        <Alert severity="success">{ACCOUNT_MESSAGES.pendingApproval}</Alert>
        <AuthLinks links={[BACK_TO_LOGIN]} />
      </>
    );
  }
  return (
    <>
      <AuthHeading title="Vérification de l'adresse e-mail">
        Saisissez le code à 6 chiffres reçu par e-mail. Il est valable 10 minutes. Si vous recevez à la place
        un e-mail sans code, il explique pourquoi le compte ne peut pas encore être créé.
      </AuthHeading>
      <Stack component="form" noValidate onSubmit={handleVerify} spacing={2.5} aria-label="Vérification">
        {notice && !error ? <Alert severity="info">{notice}</Alert> : null}
        {error ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <TextInput
          label="Adresse e-mail"
          type="email"
          autoComplete="email"
          fullWidth
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextInput
          label="Code de vérification"
          autoComplete="one-time-code"
          autoFocus
          fullWidth
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputProps={{ inputMode: "numeric", maxLength: 6, pattern: "[0-9]*" }}
        />
        <Button type="submit" variant="contained" size="large" fullWidth loading={verify.isPending}>
          Vérifier
        </Button>
        <Button
          variant="text"
          onClick={() => void handleResend()}
          disabled={cooldown > 0 || email.trim() === ""}
          loading={resend.isPending}
        >
          {cooldown > 0 ? `Renvoyer le code (${cooldown} s)` : "Renvoyer le code"}
        </Button>
      </Stack>
      <AuthLinks links={[BACK_TO_LOGIN]} />
    </>
  );
}
