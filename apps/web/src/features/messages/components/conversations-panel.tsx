import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import { useConversations } from "../api/conversations.ts";
import { NEW_CHAT_PATH } from "./chat-paths.ts";
import { ConversationList } from "./conversation-list.tsx";
import { useAddressSearch } from "./use-address-search.ts";

function ListSkeleton() {
  return (
    <Box aria-busy="true" data-testid="conversations-loading" sx={{ px: 2 }}>
      {[0, 1, 2, 3].map((row) => (
        <Box key={row} sx={{ display: "flex", gap: 1.5, py: 1.25 }}>
          <Skeleton variant="circular" width={40} height={40} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="60%" />
            <Skeleton variant="text" width="85%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The left panel: search (in the address as `?q=`), the conversations, « Charger plus ». */
export function ConversationsPanel({ activeUserId }: { activeUserId: string | undefined }) {
  const search = useAddressSearch();
  const conversations = useConversations({ search: search.value || undefined });
  const items = conversations.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Box sx={{ display: "flex", flexDirection: "column", height: "100%", minHeight: 0 }}>
      <Box sx={{ p: 2, pb: 1.5 }}>
        <SearchField {...search} label="Rechercher une conversation" placeholder="Nom ou message" fullWidth />
      </Box>
      <Box sx={{ flex: 1, minHeight: 0, overflowY: "auto" }} data-testid="conversation-list">
        {conversations.isPending ? <ListSkeleton /> : null}
        {conversations.isError ? (
          <LoadErrorAlert
            query={conversations}
            message="Impossible de charger les conversations."
            sx={{ mx: 2 }}
          />
        ) : null}
        {conversations.isSuccess && items.length === 0 ? (
          <Box sx={{ px: 2, py: 4, textAlign: "center" }}>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {search.value
                ? `Aucune conversation ne correspond à « ${search.value} ».`
                : "Aucune conversation pour l'instant."}
            </Typography>
            {search.value ? null : (
              <Button component={Link} to={NEW_CHAT_PATH} variant="outlined">
                Écrire un message
              </Button>
            )}
          </Box>
        ) : null}
        {items.length > 0 ? <ConversationList conversations={items} activeUserId={activeUserId} /> : null}
        {conversations.hasNextPage ? (
          <Box sx={{ display: "flex", justifyContent: "center", p: 1.5 }}>
            <Button
              onClick={() => void conversations.fetchNextPage()}
              loading={conversations.isFetchingNextPage}
            >
              Charger plus
            </Button>
          </Box>
        ) : null}
      </Box>
    </Box>
  );
}
