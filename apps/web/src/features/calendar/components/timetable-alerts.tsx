import { absenceAlertText } from "@campus/contracts/absence-alert-rules";
import { CHANGE_LABELS, type Notification } from "@campus/contracts/calendar";
import { plural } from "@campus/contracts/french";
import type { Role } from "@campus/contracts/roles";
import { slotPagePath } from "@campus/contracts/slot-paths";
import EventNoteOutlined from "@mui/icons-material/EventNoteOutlined";
import Alert from "@mui/material/Alert";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import Popover from "@mui/material/Popover";
import Skeleton from "@mui/material/Skeleton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { formatRelative } from "../../../lib/date-math.ts";
import { formatDateTime } from "../../../lib/dates.ts";
import { useLiveEvent } from "../../../lib/live-events/live-events-provider.tsx";
import { NOTIFICATIONS_KEY, useMarkNotificationsRead, useNotifications } from "../api/notifications.ts";

/** An alert's line: where it leads, what it says, and when. */
function describe(
  alert: Notification,
  roles: readonly Role[],
): { to: string; title: string; detail: string } {
  if (alert.kind === "absence") {
    return {
      to:
        alert.studentName === null
          ? "/dashboard/absences"
          : `/dashboard/absences?${new URLSearchParams({ studentId: alert.studentId, excused: "false" })}`,
      title: absenceAlertText(alert.alert, alert.value, alert.studentName),
      detail: `Alerte d'absence · ${formatRelative(alert.createdAt)}`,
    };
  }
  return {
    to: slotPagePath({ id: alert.slotId, courseId: alert.courseId }, roles),
    title: `${CHANGE_LABELS[alert.change]} : ${alert.courseTitle}`,
    detail: `Séance du ${formatDateTime(alert.startsAt)} · ${formatRelative(alert.createdAt)}`,
  };
}

/**
 * The header's « Alertes »: the slots of the user's timetable created, moved or cancelled (refreshed
 * live by `slot.changed`), and the absence thresholds crossed by a student (the student's own, or any
 * of the company's for its administrators).
 */
export function TimetableAlerts() {
  const me = useCurrentUser();
  const client = useQueryClient();
  const alerts = useNotifications();
  const markRead = useMarkNotificationsRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  useLiveEvent("slot.changed", () => void client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }));
  const unread = alerts.data?.unread ?? 0;
  const label = unread > 0 ? `Alertes : ${plural(unread, "non lue", "non lues")}` : "Alertes";
  const close = () => setAnchor(null);
  return (
    <>
      <Tooltip title="Alertes : emploi du temps et absences">
        <IconButton
          aria-label={label}
          aria-controls={anchor ? panelId : undefined}
          aria-expanded={anchor ? true : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          {/* No hidden « 0 »: the button's visible text is part of its name (WCAG 2.5.3). */}
          <Badge
            key={unread > 0 ? "unread" : "none"}
            badgeContent={unread > 0 ? unread : undefined}
            color="error"
            max={99}
          >
            <EventNoteOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: 360, maxWidth: "calc(100vw - 16px)" } } }}
      >
        <Box sx={{ display: "flex", alignItems: "center", px: 2.5, py: 1.5, gap: 1 }}>
          <Typography variant="subtitle1" sx={{ flex: 1 }}>
            Alertes
          </Typography>
          {unread > 0 ? (
            <Button size="small" onClick={() => markRead.mutate()} disabled={markRead.isPending}>
              Tout marquer comme lu
            </Button>
          ) : null}
        </Box>
        <Divider />
        {alerts.isPending ? (
          <Box aria-busy="true" sx={{ px: 2.5, py: 1 }}>
            <Skeleton variant="text" />
            <Skeleton variant="text" width="70%" />
          </Box>
        ) : alerts.isError ? (
          <Alert severity="error" sx={{ m: 1.5 }}>
            Impossible de charger les alertes.
          </Alert>
        ) : alerts.data.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2.5, py: 2 }}>
            Aucune alerte récente.
          </Typography>
        ) : (
          <List disablePadding aria-label="Alertes" sx={{ maxHeight: 360, overflowY: "auto" }}>
            {alerts.data.items.map((alert) => {
              const { to, title, detail } = describe(alert, me.roles);
              return (
                <li key={alert.id}>
                  <ListItemButton
                    component={Link}
                    to={to}
                    onClick={close}
                    sx={{ display: "block", px: 2.5, py: 1.25, fontWeight: alert.isRead ? 400 : 600 }}
                  >
                    <Typography variant="subtitle2" component="span" sx={{ display: "block" }}>
                      {title}
                    </Typography>
                    <Typography
                      variant="body2"
                      component="span"
                      color="text.secondary"
                      sx={{ display: "block" }}
                    >
                      {detail}
                    </Typography>
                  </ListItemButton>
                </li>
              );
            })}
          </List>
        )}
      </Popover>
    </>
  );
}
