import { CHAT_MESSAGES, MESSAGE_MAX_LENGTH, messageTextSchema } from "@campus/contracts/chat";
import { formatNumber } from "@campus/contracts/format-number";
import { MESSAGES } from "@campus/contracts/messages";
import CampaignOutlined from "@mui/icons-material/CampaignOutlined";
import Button from "@mui/material/Button";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { type SyntheticEvent, useState } from "react";
import { isApiError } from "../../../lib/api-client.ts";
import { FormDialog } from "../../../ui/form-dialog.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useSendAnnouncement } from "../api/send-announcement.ts";

interface AnnouncementButtonProps {
  courseId: string;
  courseTitle: string;
  enrolledCount: number;
}

/**
 * « Envoyer une annonce »: one message to every student of the course, in each one's conversation
 * with the sender. For the course's teachers and administrators (the server checks it too).
 */
export function AnnouncementButton({ courseId, courseTitle, enrolledCount }: AnnouncementButtonProps) {
  const { enqueueSnackbar } = useSnackbar();
  const send = useSendAnnouncement(courseId);
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);

  const handleClose = () => {
    setIsOpen(false);
    setError(null);
  };

  const handleSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const parsed = messageTextSchema.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? CHAT_MESSAGES.empty);
      return;
    }
    setError(null);
    send.mutate(parsed.data, {
      onSuccess: (result) => {
        enqueueSnackbar(CHAT_MESSAGES.announcementSent(result.recipientCount), {
          variant: result.recipientCount > 0 ? "success" : "info",
        });
        setText("");
        setIsOpen(false);
      },
      onError: (failure) =>
        enqueueSnackbar(isApiError(failure, 429) ? failure.message : MESSAGES.saveKo, { variant: "error" }),
    });
  };

  return (
    <>
      <Button variant="outlined" startIcon={<CampaignOutlined />} onClick={() => setIsOpen(true)}>
        Envoyer une annonce
      </Button>
      <FormDialog
        isOpen={isOpen}
        title="Envoyer une annonce"
        submitLabel="Envoyer"
        isPending={send.isPending}
        onSubmit={handleSubmit}
        onClose={handleClose}
      >
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {`Les apprenants inscrits à « ${courseTitle} » (${formatNumber(enrolledCount)}) la reçoivent dans leur messagerie, s'ils ont un compte.`}
        </Typography>
        <TextField
          label="Annonce"
          multiline
          minRows={4}
          maxRows={12}
          fullWidth
          autoFocus
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={error !== null || text.length > MESSAGE_MAX_LENGTH}
          helperText={
            error ?? `${formatNumber(text.length)} / ${formatNumber(MESSAGE_MAX_LENGTH)} caractères`
          }
        />
      </FormDialog>
    </>
  );
}
