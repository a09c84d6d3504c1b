import type { ChatMessage } from "@campus/contracts/chat";
import { formatFileSize } from "@campus/contracts/format-number";
import CampaignOutlined from "@mui/icons-material/CampaignOutlined";
import DoneAllOutlined from "@mui/icons-material/DoneAllOutlined";
import DoneOutlined from "@mui/icons-material/DoneOutlined";
import FileDownloadOutlined from "@mui/icons-material/FileDownloadOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { formatMessageTime } from "../../../lib/dates.ts";
import { MessageText } from "./message-text.tsx";

interface MessageBubbleProps {
  message: ChatMessage;
  onDownload: (message: ChatMessage) => void;
  isDownloading: boolean;
}

/** One message of a thread: author, text, attachment, time and, on one's own, whether it was read. */
export function MessageBubble({ message, onDownload, isDownloading }: MessageBubbleProps) {
  const { isMine, authorName } = message;
  return (
    <Box
      component="li"
      aria-label={`${isMine ? "Vous" : authorName}, ${formatMessageTime(message.createdAt)}`}
      data-testid="message"
      sx={{
        listStyle: "none",
        display: "flex",
        flexDirection: "column",
        alignItems: isMine ? "flex-end" : "flex-start",
        mb: 1.5,
      }}
    >
      <Box
        sx={(theme) => ({
          maxWidth: { xs: "88%", sm: "75%" },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderEndEndRadius: isMine ? 4 : undefined,
          borderEndStartRadius: isMine ? undefined : 4,
          bgcolor: isMine ? "primary.main" : "background.paper",
          color: isMine ? "primary.contrastText" : "text.primary",
          border: isMine ? "none" : `1px solid ${theme.palette.divider}`,
          whiteSpace: "pre-wrap",
          overflowWrap: "anywhere",
          "& a": { color: "inherit", textDecoration: "underline" },
        })}
      >
        {message.isAnnouncement ? (
          <Chip
            icon={<CampaignOutlined />}
            size="small"
            label={message.course ? `Annonce · ${message.course.title}` : "Annonce"}
            sx={{ mb: 0.75, bgcolor: "background.default", color: "text.primary", maxWidth: "100%" }}
          />
        ) : null}
        {message.body ? (
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            <MessageText body={message.body} />
          </Typography>
        ) : null}
        {message.attachment ? (
          <Button
            size="small"
            variant={isMine ? "contained" : "outlined"}
            color={isMine ? "inherit" : "primary"}
            startIcon={<FileDownloadOutlined />}
            onClick={() => onDownload(message)}
            loading={isDownloading}
            aria-label={`Télécharger ${message.attachment.name}`}
            sx={{
              mt: message.body ? 1 : 0,
              maxWidth: "100%",
              justifyContent: "flex-start",
              textTransform: "none",
              ...(isMine ? { color: "text.primary", bgcolor: "background.paper" } : {}),
            }}
          >
            <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
              {message.attachment.name}
            </Box>
            <Box component="span" sx={{ ml: 0.75, flexShrink: 0, opacity: 0.8 }}>
              ({formatFileSize(message.attachment.size)})
            </Box>
          </Button>
        ) : null}
      </Box>
      <Typography
        variant="caption"
        color="text.secondary"
        sx={{ mt: 0.25, px: 0.5, display: "flex", alignItems: "center", gap: 0.5 }}
      >
        {isMine ? "Vous" : authorName} ·{" "}
        <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
        {isMine ? (
          message.isRead ? (
            <Box
              component="span"
              sx={{ display: "inline-flex", alignItems: "center", gap: 0.25 }}
              data-testid="read-state"
            >
              <DoneAllOutlined sx={{ fontSize: 14, color: "info.main" }} aria-hidden />
              Lu
            </Box>
          ) : (
            <Box
              component="span"
              sx={{ display: "inline-flex", alignItems: "center", gap: 0.25 }}
              data-testid="read-state"
            >
              <DoneOutlined sx={{ fontSize: 14 }} aria-hidden />
              Envoyé
            </Box>
          )
        ) : null}
      </Typography>
    </Box>
  );
}
