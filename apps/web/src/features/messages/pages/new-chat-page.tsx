import type { Contact } from "@campus/contracts/chat";
import { CHAT_RULES } from "@campus/contracts/chat";
import { personName } from "@campus/contracts/people";
import { hasTeacherRole, isAdministrator, ROLE_LABELS } from "@campus/contracts/roles";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItemAvatar from "@mui/material/ListItemAvatar";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { Link } from "react-router";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { PageHeader } from "../../../ui/page-header.tsx";
import { SearchField } from "../../../ui/search-field.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { UserAvatar } from "../../../ui/user-avatar.tsx";
import { useContacts } from "../api/contacts.ts";
import { CHAT_PATH, chatPath } from "../components/chat-paths.ts";
import { useAddressSearch } from "../components/use-address-search.ts";

function contactDetails(contact: Contact): string {
  const courses = contact.courseTitles.join(", ");
  return courses ? `${ROLE_LABELS[contact.role]} · ${courses}` : ROLE_LABELS[contact.role];
}

/** Who the signed-in user may write to, in their words (CHAT_RULES). */
function rulesFor(roles: Parameters<typeof isAdministrator>[0]): string {
  if (isAdministrator(roles)) return CHAT_RULES.admin;
  return hasTeacherRole(roles) ? CHAT_RULES.teacher : CHAT_RULES.student;
}

/** `/dashboard/chat/new`: the people the user may write to, searchable; choosing one opens the thread. */
export function NewChatPage() {
  usePageTitle("Nouveau message");
  const me = useCurrentUser();
  const search = useAddressSearch();
  const contacts = useContacts(search.value);
  const items = contacts.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <Button component={Link} to={CHAT_PATH} startIcon={<ArrowBack />} size="small" sx={{ mb: 2 }}>
        Messagerie
      </Button>
      <PageHeader
        title="Nouveau message"
        subtitle={`Vous pouvez écrire à : ${rulesFor(me.roles).toLowerCase()}.`}
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <SearchField {...search} label="Rechercher une personne" placeholder="Nom ou prénom" fullWidth />
        <Box sx={{ mt: 1 }}>
          {contacts.isPending ? (
            <Box aria-busy="true" data-testid="contacts-loading">
              {[0, 1, 2].map((row) => (
                <Skeleton key={row} variant="rounded" height={56} sx={{ my: 1 }} />
              ))}
            </Box>
          ) : null}
          {contacts.isError ? (
            <LoadErrorAlert query={contacts} message="Impossible de charger vos contacts." sx={{ mt: 2 }} />
          ) : null}
          {contacts.isSuccess && items.length === 0 ? (
            <Typography color="text.secondary" sx={{ py: 3, textAlign: "center" }}>
              {search.value
                ? `Personne ne correspond à « ${search.value} ».`
                : "Personne à qui écrire pour l'instant."}
            </Typography>
          ) : null}
          {items.length > 0 ? (
            <List aria-label="Contacts">
              {items.map((contact) => {
                const name = personName(contact);
                return (
                  <li key={contact.id}>
                    <ListItemButton component={Link} to={chatPath(contact.id)} sx={{ gap: 1.5 }}>
                      <ListItemAvatar sx={{ minWidth: 0 }}>
                        <UserAvatar name={name} photoUrl={contact.photoUrl} />
                      </ListItemAvatar>
                      <ListItemText
                        primary={name}
                        secondary={contactDetails(contact)}
                        slotProps={{ secondary: { noWrap: true } }}
                      />
                    </ListItemButton>
                  </li>
                );
              })}
            </List>
          ) : null}
          {contacts.hasNextPage ? (
            <Box sx={{ display: "flex", justifyContent: "center" }}>
              <Button onClick={() => void contacts.fetchNextPage()} loading={contacts.isFetchingNextPage}>
                Charger plus
              </Button>
            </Box>
          ) : null}
        </Box>
      </Paper>
    </>
  );
}
