import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { useUnreadCount } from "../../../entities/messages/index.ts";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";

/** How many conversations have unread messages, with the way to the messages. */
export function UnreadMessagesCard() {
  const unread = useUnreadCount();
  return (
    <Card component="section" aria-labelledby="dashboard-unread-title">
      <CardContent>
        <Typography id="dashboard-unread-title" variant="h6" component="h2">
          Messages non lus
        </Typography>
        {unread.isPending ? <Skeleton width={160} height={40} /> : null}
        {unread.isError ? (
          <LoadErrorAlert query={unread} message="Impossible de charger vos messages." />
        ) : null}
        {unread.data !== undefined ? (
          <Typography sx={{ my: 1 }} data-testid="unread-count">
            {unread.data === 0
              ? "Aucune conversation non lue."
              : `${unread.data} conversation${unread.data > 1 ? "s" : ""} avec des messages non lus.`}
          </Typography>
        ) : null}
        <Button component={Link} to="/dashboard/chat" size="small">
          Ouvrir la messagerie
        </Button>
      </CardContent>
    </Card>
  );
}
