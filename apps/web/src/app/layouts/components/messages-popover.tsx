import NotificationsOutlined from "@mui/icons-material/NotificationsOutlined";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import Popover from "@mui/material/Popover";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useUnreadCount } from "../../../features/messages/index.ts";

function unreadText(count: number): string {
  if (count === 0) return "Aucun nouveau message";
  return count === 1 ? "1 message non lu" : `${count} messages non lus`;
}

/** The bell of the header: unread messages, refreshed every minute. */
export function MessagesPopover() {
  const { data: count = 0 } = useUnreadCount();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const titleId = useId();
  const isOpen = anchor !== null;

  const handleClose = () => setAnchor(null);

  return (
    <>
      <Tooltip title="Messages">
        <IconButton
          aria-label="Messages"
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-controls={isOpen ? popoverId : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Badge badgeContent={count} color="error" max={99} data-testid="unread-badge">
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
            sx: { width: 360, maxWidth: "calc(100vw - 32px)", mt: 1 },
          },
        }}
      >
        <Box sx={{ px: 2.5, py: 2 }}>
          <Typography id={titleId} variant="subtitle1" component="h2">
            Messages
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {unreadText(count)}
          </Typography>
        </Box>
        <Divider />
        <Box sx={{ p: 1 }}>
          <Button fullWidth component={Link} to="/dashboard/chat" onClick={handleClose}>
            Voir tous les messages
          </Button>
        </Box>
      </Popover>
    </>
  );
}
