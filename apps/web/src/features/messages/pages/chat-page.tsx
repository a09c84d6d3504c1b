import EditOutlined from "@mui/icons-material/EditOutlined";
import ForumOutlined from "@mui/icons-material/ForumOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Link, useParams } from "react-router";
import { PageHeader } from "../../../ui/page-header.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { NEW_CHAT_PATH } from "../components/chat-paths.ts";
import { ConversationsPanel } from "../components/conversations-panel.tsx";
import { ThreadPanel } from "../components/thread-panel.tsx";

/** The two panels fill the window under the header and the page title. */
const PANEL_HEIGHT = { xs: "calc(100dvh - 212px)", sm: "calc(100dvh - 200px)", md: "calc(100dvh - 216px)" };

function NoThreadSelected() {
  return (
    <Box
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        alignItems: "center",
        justifyContent: "center",
        gap: 1.5,
        p: 3,
        textAlign: "center",
        color: "text.secondary",
      }}
    >
      <ForumOutlined sx={{ fontSize: 48 }} aria-hidden />
      <Typography>Choisissez une conversation, ou écrivez un nouveau message.</Typography>
    </Box>
  );
}

/**
 * `/dashboard/chat` and `/dashboard/chat/:uidDest`: the conversations beside the open thread; on a
 * phone one panel at a time (the list, or the thread with a way back).
 */
export function ChatPage() {
  const { uidDest } = useParams();
  const theme = useTheme();
  const isWide = useMediaQuery(theme.breakpoints.up("md"), { noSsr: true });
  usePageTitle("Messagerie");
  const showsList = isWide || !uidDest;
  const showsThread = isWide || Boolean(uidDest);

  return (
    <>
      <PageHeader
        title="Messagerie"
        actions={
          <Button component={Link} to={NEW_CHAT_PATH} variant="contained" startIcon={<EditOutlined />}>
            Nouveau message
          </Button>
        }
      />
      <Paper
        variant="outlined"
        sx={{
          display: "grid",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "340px minmax(0, 1fr)" },
          height: PANEL_HEIGHT,
          minHeight: 420,
          overflow: "hidden",
        }}
      >
        {showsList ? (
          <Box
            component="section"
            aria-label="Conversations"
            sx={{ minHeight: 0, borderRight: isWide ? 1 : 0, borderColor: "divider" }}
          >
            <ConversationsPanel activeUserId={uidDest} />
          </Box>
        ) : null}
        {showsThread ? (
          <Box component="section" aria-label="Conversation" sx={{ minHeight: 0 }}>
            {uidDest ? (
              <ThreadPanel key={uidDest} userId={uidDest} hasBackButton={!isWide} />
            ) : (
              <NoThreadSelected />
            )}
          </Box>
        ) : null}
      </Paper>
    </>
  );
}
