import type { ConversationListItem } from "@campus/contracts/chat";
import { CHAT_MESSAGES } from "@campus/contracts/chat";
import { personName } from "@campus/contracts/people";
import AttachFileOutlined from "@mui/icons-material/AttachFileOutlined";
import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { formatRelative } from "../../../lib/date-math.ts";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { VISUALLY_HIDDEN } from "../../../ui/visually-hidden.ts";
import { chatPath } from "./chat-paths.ts";

interface ConversationListProps {
  conversations: readonly ConversationListItem[];
  /** The other person of the open thread: their line is marked current. */
  activeUserId: string | undefined;
}

function preview(conversation: ConversationListItem): string {
  const text =
    conversation.lastMessageExcerpt ||
    (conversation.lastMessageAttachmentName
      ? `Pièce jointe : ${conversation.lastMessageAttachmentName}`
      : CHAT_MESSAGES.newMessage);
  return conversation.lastMessageIsMine ? `Vous : ${text}` : text;
}

function unreadLabel(count: number): string {
  return count === 1 ? "1 message non lu" : `${count} messages non lus`;
}

/** The user's conversations, the latest first: the other person, the last message, its age, the unread count. */
export function ConversationList({ conversations, activeUserId }: ConversationListProps) {
  return (
    <List disablePadding aria-label="Conversations">
      {conversations.map((conversation) => {
        const name = personName(conversation.other);
        const isUnread = conversation.unreadCount > 0;
        const isActive = conversation.other.id === activeUserId;
        return (
          <li key={conversation.id}>
            <ListItemButton
              component={Link}
              to={chatPath(conversation.other.id)}
              selected={isActive}
              aria-current={isActive ? "page" : undefined}
              sx={{ gap: 1.5, py: 1.25, alignItems: "flex-start" }}
            >
              <ListItemAvatar sx={{ minWidth: 0, mt: 0.25 }}>
                <UserAvatar name={name} photoUrl={conversation.other.photoUrl} size={40} />
              </ListItemAvatar>
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Box sx={{ display: "flex", alignItems: "baseline", gap: 1 }}>
                  <Typography
                    component="span"
                    variant="subtitle2"
                    noWrap
                    sx={{ flexGrow: 1, fontWeight: isUnread ? 700 : 600 }}
                  >
                    {name}
                  </Typography>
                  <Typography component="span" variant="caption" color="text.secondary" noWrap>
                    {formatRelative(conversation.lastMessageAt)}
                  </Typography>
                </Box>
                <Box sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                  {conversation.lastMessageAttachmentName ? (
                    <AttachFileOutlined fontSize="inherit" aria-hidden />
                  ) : null}
                  <Typography
                    component="span"
                    variant="body2"
                    noWrap
                    color={isUnread ? "text.primary" : "text.secondary"}
                    sx={{ flexGrow: 1, fontWeight: isUnread ? 600 : 400 }}
                  >
                    {preview(conversation)}
                  </Typography>
                  {isUnread ? (
                    <Box
                      component="span"
                      sx={{
                        px: 0.75,
                        minWidth: 20,
                        height: 20,
                        borderRadius: 10,
                        bgcolor: "error.main",
                        color: "error.contrastText",
                        typography: "caption",
                        fontWeight: 700,
                        display: "inline-flex",
                        alignItems: "center",
                        justifyContent: "center",
                      }}
                    >
                      <span aria-hidden>
                        {conversation.unreadCount > 99 ? "99+" : conversation.unreadCount}
                      </span>
                      <Box component="span" sx={VISUALLY_HIDDEN}>
                        {unreadLabel(conversation.unreadCount)}
                      </Box>
                    </Box>
                  ) : null}
                </Box>
              </Box>
            </ListItemButton>
          </li>
        );
      })}
    </List>
  );
}
