import { CHECK_IN_MESSAGES } from "@campus/contracts/check-in";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import { useCallback, useRef, useState } from "react";
import { refusalSentence } from "../../../lib/failure-message.ts";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";
import { SignaturePad, type SignaturePadHandle } from "./signature-pad.tsx";

interface SignatureDialogProps {
  title: string;
  text: string;
  onClose: () => void;
  /** Sends the PNG; the dialog closes when it resolves and shows the refusal when it rejects. */
  onSign: (signature: string) => Promise<unknown>;
}

/** A signature pad in a dialog: « Faire signer ici » and the teacher's signature of the sheet. */
export function SignatureDialog({ title, text, onClose, onSign }: SignatureDialogProps) {
  const pad = useRef<SignaturePadHandle>(null);
  const [isEmpty, setIsEmpty] = useState(true);
  const [isSending, setIsSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const handleChange = useCallback((empty: boolean) => setIsEmpty(empty), []);

  const handleSign = async () => {
    const png = pad.current?.toPng();
    if (!png) {
      setError(CHECK_IN_MESSAGES.signatureEmpty);
      return;
    }
    setIsSending(true);
    setError(null);
    try {
      await onSign(png);
      onClose();
    } catch (failure) {
      setError(refusalSentence(failure) ?? "La signature n'a pas pu être enregistrée. Réessayez.");
    } finally {
      setIsSending(false);
    }
  };

  return (
    <TitledDialog title={title} onClose={onClose} maxWidth="md">
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
        <SignaturePad label={title} ref={pad} onChange={handleChange} />
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" onClick={handleSign} disabled={isEmpty} loading={isSending}>
          Valider la signature
        </Button>
      </DialogActions>
    </TitledDialog>
  );
}
