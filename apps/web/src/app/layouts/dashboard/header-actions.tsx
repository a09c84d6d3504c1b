import Box from "@mui/material/Box";
import { TimetableAlerts } from "../../../features/calendar/shell.ts";
import { MessagesBell } from "../../../features/messages/shell.ts";
import { AccountMenu } from "../components/account-menu.tsx";
import { SettingsDrawer } from "../components/settings-drawer.tsx";

/** The header's buttons: settings, timetable alerts, messages, account. */
export function HeaderActions() {
  return (
    <Box sx={{ display: "flex", alignItems: "center", gap: { xs: 0.5, sm: 1 } }}>
      <SettingsDrawer />
      <TimetableAlerts />
      <MessagesBell />
      <AccountMenu />
    </Box>
  );
}
