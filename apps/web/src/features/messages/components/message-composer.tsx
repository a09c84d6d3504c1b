import { formatFileSize, formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import AttachFileOutlined from "@mui/icons-material/AttachFileOutlined";
import CloseOutlined from "@mui/icons-material/CloseOutlined";
import SendOutlined from "@mui/icons-material/SendOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Tooltip from "@mui/material/Tooltip";
import { type ChangeEvent, type FormEvent, type KeyboardEvent, useRef, useState } from "react";
import { failureMessage } from "../../../lib/failure-message.ts";

/** The counter shows from this share of the limit on. */
const COUNTER_FROM = 0.9;

interface MessageComposerProps {
  /** Sends the text; a rejection keeps it in the field and shows the failure with « Réessayer ». */
  onSendText: (text: string) => Promise<unknown>;
  /** Sends the attached file, as a message of its own after the text; a rejection keeps it attached. */
  onSendFile: (file: File) => Promise<unknown>;
  maxLength: number;
  maxFileBytes: number;
  /** The field's label, e.g. « Message à Anna Arnaud ». */
  label: string;
  isDisabled?: boolean;
}

/**
 * The field under a thread: Enter sends, Shift+Enter starts a new line; one attached file at most.
 * What was typed stays until the server has it.
 */
export function MessageComposer({
  onSendText,
  onSendFile,
  maxLength,
  maxFileBytes,
  label,
  isDisabled,
}: MessageComposerProps) {
  const [body, setBody] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const length = body.trim().length;
  const isTooLong = body.length > maxLength;
  const canSend = !isSending && !isDisabled && !isTooLong && (length > 0 || file !== null);
  const showsCounter = body.length >= maxLength * COUNTER_FROM;

  const send = async () => {
    if (!canSend) return;
    setIsSending(true);
    setFailure(null);
    try {
      // Each part leaves the field once the server has it: a failed file keeps only the file.
      if (length > 0) {
        await onSendText(body.trim());
        setBody("");
      }
      if (file) {
        await onSendFile(file);
        setFile(null);
      }
    } catch (error) {
      setFailure(failureMessage(MESSAGES.saveKo, error));
    } finally {
      setIsSending(false);
      inputRef.current?.focus();
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Shift+Enter is a new line; Enter while an input method composes a word belongs to it.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  const handleFileChange = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    // The same file may be chosen again after removing it.
    event.target.value = "";
    if (!chosen) return;
    if (chosen.size > maxFileBytes) {
      setFailure(`Le fichier dépasse ${formatFileSize(maxFileBytes)} : choisissez un fichier plus léger.`);
      return;
    }
    setFailure(null);
    setFile(chosen);
  };

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate sx={{ display: "grid", gap: 1 }}>
      {failure ? (
        <Alert
          severity="error"
          action={
            length > 0 || file ? (
              <Button color="inherit" size="small" onClick={() => void send()} loading={isSending}>
                Réessayer
              </Button>
            ) : undefined
          }
        >
          {failure}
        </Alert>
      ) : null}
      {file ? (
        <Box>
          <Chip
            icon={<AttachFileOutlined />}
            label={`${file.name} (${formatFileSize(file.size)})`}
            onDelete={() => setFile(null)}
            deleteIcon={<CloseOutlined aria-label={`Retirer ${file.name}`} />}
            sx={{ maxWidth: "100%" }}
          />
        </Box>
      ) : null}
      <Box sx={{ display: "flex", alignItems: "flex-end", gap: 1 }}>
        <Tooltip title={`Joindre un fichier (${formatFileSize(maxFileBytes)} au plus)`}>
          <span>
            <IconButton
              aria-label={`Joindre un fichier (${formatFileSize(maxFileBytes)} au plus)`}
              onClick={() => fileRef.current?.click()}
              disabled={isSending || isDisabled}
            >
              <AttachFileOutlined />
            </IconButton>
          </span>
        </Tooltip>
        {/* Opened by the button above: a button inside a label would nest two controls. */}
        <input ref={fileRef} type="file" hidden tabIndex={-1} onChange={handleFileChange} />
        <TextField
          inputRef={inputRef}
          label={label}
          placeholder="Écrire un message…"
          multiline
          maxRows={8}
          fullWidth
          size="small"
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={handleKeyDown}
          disabled={isDisabled}
          error={isTooLong}
          // TextField ties its helper text to the field (aria-describedby) by itself.
          helperText={
            showsCounter ? `${formatNumber(body.length)} / ${formatNumber(maxLength)} caractères` : undefined
          }
        />
        <Tooltip title="Envoyer (Entrée) · Nouvelle ligne : Maj+Entrée">
          <span>
            <IconButton
              type="submit"
              color="primary"
              aria-label="Envoyer"
              disabled={!canSend}
              loading={isSending}
            >
              <SendOutlined />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
