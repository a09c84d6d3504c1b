import { CHAT_MESSAGES } from "@campus/contracts/chat";
import { MESSAGES } from "@campus/contracts/messages";
import { personName } from "@campus/contracts/people";
import DoneAllOutlined from "@mui/icons-material/DoneAllOutlined";
import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import Alert from "@mui/material/Alert";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import Popover from "@mui/material/Popover";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useUnreadCount } from "../../../entities/messages/index.ts";
import { formatRelative } from "../../../lib/date-math.ts";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { useConversations } from "../api/conversations.ts";
import { useMarkAllRead } from "../api/mark-all-read.ts";
import { useMessagesLiveEvents } from "../live-events.ts";
import { CHAT_PATH, chatPath } from "./chat-paths.ts";

/** The spec's notification panel width. */
const PANEL_WIDTH = 360;
const UNREAD_SHOWN = 10;

function unreadText(count: number): string {
  if (count === 0) return "Aucun nouveau message";
  return count === 1 ? "1 conversation non lue" : `${count} conversations non lues`;
}

function UnreadList({ onNavigate }: { onNavigate: () => void }) {
  const unread = useConversations({ unread: "true", limit: UNREAD_SHOWN });
  const items = unread.data?.pages[0]?.items ?? [];
  if (unread.isPending) {
    return (
      <Box aria-busy="true" sx={{ px: 2.5, py: 1 }}>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
      </Box>
    );
  }
  if (unread.isError) {
    return (
      <Alert severity="error" sx={{ m: 1.5 }}>
        Impossible de charger les messages non lus.
      </Alert>
    );
  }
  if (items.length === 0) return null;
  return (
    <List disablePadding aria-label="Conversations non lues" sx={{ maxHeight: 360, overflowY: "auto" }}>
      {items.map((conversation) => {
        const name = personName(conversation.other);
        return (
          <li key={conversation.id}>
            <ListItemButton
              component={Link}
              to={chatPath(conversation.other.id)}
              onClick={onNavigate}
              sx={{ gap: 1.5, px: 2.5, py: 1.25, alignItems: "flex-start" }}
            >
              <ListItemAvatar sx={{ minWidth: 0, mt: 0.25 }}>
                <UserAvatar name={name} photoUrl={conversation.other.photoUrl} size={36} />
              </ListItemAvatar>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="subtitle2" component="span" noWrap sx={{ display: "block" }}>
                  {name}
                </Typography>
                <Typography
                  variant="body2"
                  component="span"
                  color="text.secondary"
                  noWrap
                  sx={{ display: "block" }}
                >
                  {conversation.lastMessageExcerpt || CHAT_MESSAGES.newMessage}
                </Typography>
                <Typography variant="caption" component="span" color="text.secondary">
                  {formatRelative(conversation.lastMessageAt)}
                </Typography>
              </Box>
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}

/**
 * The bell of the header: the number of conversations with unread messages and, on click, those
 * conversations, « Tout marquer comme lu » and « Voir tous les messages ».
 */
export function MessagesBell() {
  useMessagesLiveEvents();
  const { enqueueSnackbar } = useSnackbar();
  const { data: count = 0 } = useUnreadCount();
  const markAllRead = useMarkAllRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const isOpen = anchor !== null;

  const handleClose = () => setAnchor(null);
  const handleMarkAllRead = () => {
    markAllRead.mutate(undefined, {
      onError: () => enqueueSnackbar(MESSAGES.updateKo, { variant: "error" }),
    });
  };

  return (
    <>
      <Tooltip title="Messages">
        <IconButton
          aria-label={count > 0 ? `Messages : ${unreadText(count)}` : "Messages"}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No hidden « 0 » (nor the last count, which MUI keeps while hiding): the visible text of the
              button is part of its name (WCAG 2.5.3). */}
          <Badge
            key={count > 0 ? "unread" : "none"}
            badgeContent={count > 0 ? count : undefined}
            color="error"
            max={99}
            data-testid="unread-badge"
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={popoverId}
        anchorEl={anchor}
        open={isOpen}
        onClose={handleClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-labelledby": titleId,
            sx: { width: PANEL_WIDTH, maxWidth: "calc(100vw - 32px)", mt: 1 },
          },
        }}
      >
        <Box sx={{ display: "flex", alignItems: "center", gap: 1, px: 2.5, py: 2 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={titleId} variant="subtitle1" component="h2">
              Messages
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {unreadText(count)}
            </Typography>
          </Box>
          {count > 0 ? (
            <Tooltip title="Tout marquer comme lu">
              <IconButton
                aria-label="Tout marquer comme lu"
                color="primary"
                onClick={handleMarkAllRead}
                loading={markAllRead.isPending}
              >
                <DoneAllOutlined />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
        <Divider />
        {count > 0 ? (
          <>
            <UnreadList onNavigate={handleClose} />
            <Divider />
          </>
        ) : null}
        <Box sx={{ p: 1 }}>
          <Button fullWidth component={Link} to={CHAT_PATH} onClick={handleClose}>
            Voir tous les messages
          </Button>
        </Box>
      </Popover>
    </>
  );
}
