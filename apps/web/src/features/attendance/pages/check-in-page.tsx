import { CHECK_IN_MESSAGES, type CheckInResult, type CheckInTicket } from "@campus/contracts/check-in";
import QrCodeScanner from "@mui/icons-material/QrCodeScanner";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { formatDate, formatTime, formatTimeRange } from "../../../lib/dates.ts";
import { refusalSentence } from "../../../lib/failure-message.ts";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCheckIn, useVerifyCheckInCode } from "../api/check-in.ts";
import { QrScanDialog } from "../components/qr-scan-dialog.tsx";
import { SignaturePad, type SignaturePadHandle } from "../components/signature-pad.tsx";

const failed = (error: unknown) =>
  refusalSentence(error) ?? "L'émargement n'a pas pu être enregistré. Réessayez.";

function CodeStep({ onTicket }: { onTicket: (ticket: CheckInTicket) => void }) {
  const [params, setParams] = useSearchParams();
  const verify = useVerifyCheckInCode();
  const [code, setCode] = useState("");
  const [isScanning, setIsScanning] = useState(false);
  const started = useRef(false);

  const submit = useCallback(
    (body: { code: string; slotId?: string }) => verify.mutate(body, { onSuccess: onTicket }),
    [verify.mutate, onTicket],
  );

  // Opened from the QR code: the link carries the slot and the code.
  useEffect(() => {
    const linkCode = params.get("code");
    const slotId = params.get("seance");
    if (started.current || !linkCode) return;
    started.current = true;
    setCode(linkCode);
    submit({ code: linkCode, ...(slotId ? { slotId } : {}) });
    setParams({}, { replace: true });
  }, [params, setParams, submit]);

  const handleRead = useCallback(
    (found: { slotId: string; code: string }) => {
      setIsScanning(false);
      setCode(found.code);
      submit(found);
    },
    [submit],
  );

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    submit({ code: code.trim().toUpperCase() });
  };

  return (
    <Card>
      <CardContent component="form" onSubmit={handleSubmit} noValidate sx={{ display: "grid", gap: 2 }}>
        <Typography>Saisissez le code affiché par votre professeur, ou scannez le QR code.</Typography>
        <TextField
          label="Code affiché"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase().slice(0, 6))}
          autoComplete="off"
          slotProps={{
            htmlInput: {
              maxLength: 6,
              autoCapitalize: "characters",
              spellCheck: false,
              style: { fontFamily: "monospace", fontSize: "1.5rem", letterSpacing: "0.3em" },
            },
          }}
        />
        {verify.isError ? <Alert severity="error">{failed(verify.error)}</Alert> : null}
        <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
          <Button
            type="submit"
            variant="contained"
            loading={verify.isPending}
            disabled={code.trim().length !== 6}
          >
            Valider le code
          </Button>
          <Button startIcon={<QrCodeScanner />} onClick={() => setIsScanning(true)}>
            Scanner le QR code
          </Button>
        </Box>
      </CardContent>
      {isScanning ? <QrScanDialog onClose={() => setIsScanning(false)} onRead={handleRead} /> : null}
    </Card>
  );
}

function SignatureStep({
  ticket,
  onDone,
}: {
  ticket: CheckInTicket;
  onDone: (result: CheckInResult) => void;
}) {
  const checkIn = useCheckIn();
  const pad = useRef<SignaturePadHandle>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const handleChange = useCallback((empty: boolean) => setIsEmpty(empty), []);

  const handleSign = () => {
    const signature = pad.current?.toPng();
    if (!signature) {
      setError(CHECK_IN_MESSAGES.signatureEmpty);
      return;
    }
    setError(null);
    checkIn.mutate({ ticket: ticket.ticket, signature }, { onSuccess: onDone });
  };

  return (
    <Card>
      <CardContent sx={{ display: "grid", gap: 2 }}>
        <Box>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
            {ticket.slot.courseTitle}
          </Typography>
          <Typography color="text.secondary">
            {formatDate(ticket.slot.startsAt)}, {formatTimeRange(ticket.slot.startsAt, ticket.slot.endsAt)}
          </Typography>
        </Box>
        <Typography>Code accepté. Signez ci-dessous pour émarger.</Typography>
        <SignaturePad label="Votre signature" ref={pad} onChange={handleChange} />
        {error || checkIn.isError ? <Alert severity="error">{error ?? failed(checkIn.error)}</Alert> : null}
        <Box>
          <Button variant="contained" onClick={handleSign} disabled={isEmpty} loading={checkIn.isPending}>
            Valider ma signature
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** `/dashboard/emargement`: a student checks in to their slot with the code (typed or scanned), then signs. */
export function CheckInPage() {
  usePageTitle("Émargement");
  const [ticket, setTicket] = useState<CheckInTicket | null>(null);
  const [result, setResult] = useState<CheckInResult | null>(null);

  return (
    <Box sx={{ maxWidth: 720, display: "grid", gap: 2 }}>
      <PageHeader title="Émargement" />
      {result ? (
        <Alert severity="success" data-testid="check-in-done">
          {result.status === "late"
            ? `Émargement enregistré à ${formatTime(result.signedAt)} : vous êtes noté en retard (${result.lateMinutes} min).`
            : `Émargement enregistré à ${formatTime(result.signedAt)} : vous êtes noté présent.`}
        </Alert>
      ) : ticket ? (
        <SignatureStep ticket={ticket} onDone={setResult} />
      ) : (
        <CodeStep onTicket={setTicket} />
      )}
    </Box>
  );
}
