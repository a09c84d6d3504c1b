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
import { useLiveSlots } from "../../../entities/slots/index.ts";
import { formatDate, formatTime, formatTimeRange } from "../../../lib/dates.ts";
import { refusalSentence } from "../../../lib/failure-message.ts";
import { DetailSkeleton } from "../../../ui/detail-skeleton.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCheckIn, useSignRemotely, useVerifyCheckInCode } from "../api/check-in.ts";
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

interface SignedSlot {
  courseTitle: string;
  startsAt: string;
  endsAt: string;
}

function SignatureStep({
  slot,
  intro,
  send,
}: {
  slot: SignedSlot | null;
  intro: string;
  send: { mutate: (signature: string) => void; isPending: boolean; isError: boolean; error: unknown };
}) {
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
    send.mutate(signature);
  };

  return (
    <Card>
      <CardContent sx={{ display: "grid", gap: 2 }}>
        {slot ? (
          <Box>
            <Typography variant="h6" component="h2" sx={{ overflowWrap: "anywhere" }}>
              {slot.courseTitle}
            </Typography>
            <Typography color="text.secondary">
              {formatDate(slot.startsAt)}, {formatTimeRange(slot.startsAt, slot.endsAt)}
            </Typography>
          </Box>
        ) : null}
        <Typography>{intro}</Typography>
        <SignaturePad label="Votre signature" ref={pad} onChange={handleChange} />
        {error || send.isError ? <Alert severity="error">{error ?? failed(send.error)}</Alert> : null}
        <Box>
          <Button variant="contained" onClick={handleSign} disabled={isEmpty} loading={send.isPending}>
            Valider ma signature
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}

/** After a good code: the ticket says which slot; the signature goes with it. */
function TicketSignatureStep({
  ticket,
  onDone,
}: {
  ticket: CheckInTicket;
  onDone: (result: CheckInResult) => void;
}) {
  const checkIn = useCheckIn();
  const send = {
    ...checkIn,
    mutate: (signature: string) =>
      checkIn.mutate({ ticket: ticket.ticket, signature }, { onSuccess: onDone }),
  };
  return (
    <SignatureStep slot={ticket.slot} intro="Code accepté. Signez ci-dessous pour émarger." send={send} />
  );
}

/**
 * A distance or hybrid slot running (from the live banner or the live course page): no code, the
 * signature alone. The slot's words come from the live slots when it is among them.
 */
function RemoteSignatureStep({
  slotId,
  onDone,
}: {
  slotId: string;
  onDone: (result: CheckInResult) => void;
}) {
  const live = useLiveSlots();
  const signRemotely = useSignRemotely(slotId);
  const running = live.data?.live.find((slot) => slot.id === slotId);
  const send = {
    ...signRemotely,
    mutate: (signature: string) => signRemotely.mutate(signature, { onSuccess: onDone }),
  };
  // The pad shows once the slot's words are known: words arriving above it would move it under the pen.
  if (live.isPending) return <DetailSkeleton testId="remote-signature-loading" />;
  return (
    <SignatureStep
      slot={
        running
          ? { courseTitle: running.course.title, startsAt: running.startsAt, endsAt: running.endsAt }
          : null
      }
      intro="Vous suivez ce cours à distance : signez ci-dessous pour émarger."
      send={send}
    />
  );
}

/**
 * `/dashboard/emargement`: a student checks in to their slot with the code (typed or scanned), then
 * signs; with `?distance=<slot>` (a distance or hybrid slot running), signs without a code.
 */
export function CheckInPage() {
  usePageTitle("Émargement");
  const [params] = useSearchParams();
  const remoteSlotId = params.get("distance");
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
      ) : remoteSlotId ? (
        <RemoteSignatureStep slotId={remoteSlotId} onDone={setResult} />
      ) : ticket ? (
        <TicketSignatureStep ticket={ticket} onDone={setResult} />
      ) : (
        <CodeStep onTicket={setTicket} />
      )}
    </Box>
  );
}
