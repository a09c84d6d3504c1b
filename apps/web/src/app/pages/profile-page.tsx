import Box from "@mui/material/Box";
import { CalendarFeedCard } from "../../features/calendar/index.ts";
import { MyDataCard } from "../../features/privacy/index.ts";
import { ChangePasswordCard, IdentityCard, ProfileFormCard } from "../../features/profile/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { ColumnGrid } from "../../ui/column-grid.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

/**
 * `/dashboard/user/profile`: the signed-in user's own profile, for every role. The
 * protected routes' guard has loaded the user (and shows its loading and error screens).
 */
export function ProfilePage() {
  usePageTitle("Profil");
  const me = useCurrentUser();
  return (
    <>
      <PageHeader title="Mon profil" subtitle="Vos informations personnelles et votre mot de passe." />
      <ColumnGrid columns="minmax(0, 1fr) minmax(0, 2fr)">
        <IdentityCard me={me} />
        <Box sx={{ display: "grid", gap: 3, minWidth: 0 }}>
          <ProfileFormCard key={me.id} me={me} />
          <ChangePasswordCard email={me.email} />
          <CalendarFeedCard />
          <MyDataCard />
        </Box>
      </ColumnGrid>
    </>
  );
}
