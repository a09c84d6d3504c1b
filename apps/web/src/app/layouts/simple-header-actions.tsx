import { AccountMenu } from "./components/account-menu.tsx";
import { SettingsDrawer } from "./components/settings-drawer.tsx";

/** The simple layout's header buttons: settings and account (loaded after first paint, see SimpleLayout). */
export function SimpleHeaderActions() {
  return (
    <>
      <SettingsDrawer />
      <AccountMenu />
    </>
  );
}
