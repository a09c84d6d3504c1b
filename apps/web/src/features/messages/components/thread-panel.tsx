import type { ChatMessage } from "@campus/contracts/chat";
import { CHAT_FILE_MAX_BYTES, MESSAGE_MAX_LENGTH } from "@campus/contracts/chat";
import { MESSAGES } from "@campus/contracts/messages";
import { personName } from "@campus/contracts/people";
import { ROLE_LABELS } from "@campus/contracts/roles";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { type UIEvent, useEffect, useLayoutEffect, useMemo, useRef } from "react";
import { Link } from "react-router";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { useDownloadAttachment } from "../api/download-attachment.ts";
import { useMarkRead } from "../api/mark-read.ts";
import { useSendAttachment } from "../api/send-attachment.ts";
import { useSendMessage } from "../api/send-message.ts";
import { useThread } from "../api/thread.ts";
import { useThreadMessages } from "../api/thread-messages.ts";
import { CHAT_PATH } from "./chat-paths.ts";
import { MessageBubble } from "./message-bubble.tsx";
import { MessageComposer } from "./message-composer.tsx";

/** Older messages load when the reader scrolls this close to the top. */
const LOAD_OLDER_AT_PX = 120;
/** Under this distance from the bottom, a new message keeps the thread at the bottom. */
const STICK_TO_BOTTOM_PX = 150;

interface ThreadPanelProps {
  userId: string;
  /** On phones the list and the thread take turns: the thread has a way back. */
  hasBackButton: boolean;
}

function ThreadSkeleton() {
  return (
    <Box aria-busy="true" data-testid="thread-loading" sx={{ p: 2, display: "grid", gap: 1.5 }}>
      <Skeleton variant="rounded" width="55%" height={48} />
      <Skeleton variant="rounded" width="40%" height={48} sx={{ justifySelf: "end" }} />
      <Skeleton variant="rounded" width="60%" height={64} />
    </Box>
  );
}

/** The messages in reading order (oldest first): the pages come newest first. */
function inReadingOrder(pages: readonly { items: readonly ChatMessage[] }[] | undefined): ChatMessage[] {
  return (pages ?? []).flatMap((page) => page.items).reverse();
}

/** The conversation with one person: their messages, older ones on scrolling up, and the field to answer. */
export function ThreadPanel({ userId, hasBackButton }: ThreadPanelProps) {
  const { enqueueSnackbar } = useSnackbar();
  const thread = useThread(userId);
  const messages = useThreadMessages(userId);
  const markRead = useMarkRead(userId);
  const sendMessage = useSendMessage(userId);
  const sendAttachment = useSendAttachment(userId);
  const download = useDownloadAttachment();
  const scrollRef = useRef<HTMLDivElement>(null);
  const anchor = useRef<{ oldestId: string | undefined; newestId: string | undefined; fromBottom: number }>({
    oldestId: undefined,
    newestId: undefined,
    fromBottom: 0,
  });

  const ordered = useMemo(() => inReadingOrder(messages.data?.pages), [messages.data]);
  const oldestId = ordered[0]?.id;
  const newest = ordered.at(-1);
  const hasUnread = (thread.data?.unreadCount ?? 0) > 0 || ordered.some((m) => !m.isMine && !m.isRead);

  // Opening the thread, or a message arriving in it while it is open, marks it read (and the bell
  // follows). Once per state of the thread: a failed call is not repeated in a loop.
  const { mutate: markAsRead } = markRead;
  const readAttempt = useRef<string | null>(null);
  const unreadState = hasUnread && thread.isSuccess ? `${thread.data.unreadCount}:${newest?.id ?? ""}` : null;
  useEffect(() => {
    if (unreadState === null || unreadState === readAttempt.current) return;
    readAttempt.current = unreadState;
    markAsRead();
  }, [unreadState, markAsRead]);

  // Keep the reader's place: older messages added above do not move what is on screen; a new message
  // at the bottom follows if the reader was at the bottom (or wrote it).
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const previous = anchor.current;
    if (
      previous.newestId === undefined ||
      (newest?.id !== previous.newestId && (newest?.isMine || previous.fromBottom < STICK_TO_BOTTOM_PX))
    ) {
      element.scrollTop = element.scrollHeight;
    } else if (oldestId !== previous.oldestId) {
      element.scrollTop = element.scrollHeight - element.clientHeight - previous.fromBottom;
    }
    anchor.current = {
      oldestId,
      newestId: newest?.id,
      fromBottom: element.scrollHeight - element.clientHeight - element.scrollTop,
    };
  }, [oldestId, newest?.id, newest?.isMine]);

  const { hasNextPage, isFetchingNextPage, fetchNextPage } = messages;
  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    anchor.current.fromBottom = element.scrollHeight - element.clientHeight - element.scrollTop;
    if (element.scrollTop < LOAD_OLDER_AT_PX && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  };

  const handleDownload = (message: ChatMessage) => {
    download.mutate(message, {
      onError: () => enqueueSnackbar(MESSAGES.downloadKo, { variant: "error" }),
    });
  };

  const backButton = hasBackButton ? (
    <IconButton component={Link} to={CHAT_PATH} aria-label="Retour aux conversations" edge="start">
      <ArrowBack />
    </IconButton>
  ) : null;

  if (thread.isError) {
    return (
      <Box sx={{ p: 2 }}>
        {backButton}
        <LoadErrorAlert
          query={thread}
          message="Impossible de charger la conversation."
          missingMessage="Cette personne est introuvable, ou vous ne pouvez pas lui écrire."
        />
      </Box>
    );
  }

  const other = thread.data?.other;
  const name = other ? personName(other) : "";

  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 1.5, px: 2, py: 1.25, minHeight: 64 }}>
        {backButton}
        {other ? (
          <>
            <UserAvatar name={name} photoUrl={other.photoUrl} size={40} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="subtitle1" component="h2" noWrap>
                {name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {ROLE_LABELS[other.role]}
              </Typography>
            </Box>
          </>
        ) : (
          <Skeleton variant="text" width={180} />
        )}
      </Box>
      <Divider />
      <Box
        ref={scrollRef}
        onScroll={handleScroll}
        role="log"
        aria-label={name ? `Messages avec ${name}` : "Messages"}
        tabIndex={0}
        sx={{
          flex: 1,
          minHeight: 0,
          overflowY: "auto",
          px: { xs: 1.5, sm: 2 },
          py: 2,
          bgcolor: "background.default",
        }}
      >
        {messages.isPending ? <ThreadSkeleton /> : null}
        {messages.isError ? (
          <LoadErrorAlert query={messages} message="Impossible de charger les messages." />
        ) : null}
        {hasNextPage ? (
          <Box sx={{ display: "flex", justifyContent: "center", mb: 2 }}>
            {isFetchingNextPage ? (
              <CircularProgress size={24} aria-label="Chargement des messages précédents" />
            ) : (
              <Button size="small" onClick={() => void fetchNextPage()}>
                Charger les messages précédents
              </Button>
            )}
          </Box>
        ) : null}
        {messages.isSuccess && ordered.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: "center", mt: 4 }}>
            {name ? `Aucun message avec ${name} pour l'instant. Écrivez le premier !` : "Aucun message."}
          </Typography>
        ) : null}
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {ordered.map((message) => (
            <MessageBubble
              key={message.id}
              message={message}
              onDownload={handleDownload}
              isDownloading={download.isPending && download.variables?.id === message.id}
            />
          ))}
        </Box>
      </Box>
      <Divider />
      <Box sx={{ p: { xs: 1.5, sm: 2 } }}>
        <MessageComposer
          label={name ? `Message à ${name}` : "Message"}
          maxLength={MESSAGE_MAX_LENGTH}
          maxFileBytes={CHAT_FILE_MAX_BYTES}
          isDisabled={!thread.isSuccess}
          onSendText={(text) => sendMessage.mutateAsync(text)}
          onSendFile={(file) => sendAttachment.mutateAsync(file)}
        />
      </Box>
    </Box>
  );
}
