import { canOpenScreen, matchScreenRoute } from "@campus/contracts/permissions";
import { useQueryClient } from "@tanstack/react-query";
import { Navigate, Outlet, useLocation } from "react-router";
import { endSession, NEW_PASSWORD_PATH, useMe } from "../../features/auth/index.ts";
import { CurrentUserContext } from "../../lib/current-user.tsx";
import { LiveEventsProvider } from "../../lib/live-events/live-events-provider.tsx";
import { LoadingScreen } from "../../ui/loading-screen.tsx";
import { ProfileLoadError } from "./profile-load-error.tsx";

/**
 * Protected routes: signed out -> sign-in page; a password set by an administrator -> the page
 * choosing their own (the API refuses everything else until then); signed in without one of the
 * screen's roles (contracts' SCREEN_ROUTES) -> /401. Signed in, the live stream stays open.
 */
export function AuthGuard() {
  const { pathname } = useLocation();
  const { data: me, isPending, isError, refetch } = useMe();
  const queryClient = useQueryClient();

  if (isPending) return <LoadingScreen />;
  if (isError && me === undefined) return <ProfileLoadError onRetry={() => void refetch()} />;
  if (!me) return <Navigate to="/auth/login" replace />;
  if (me.mustChangePassword) return <Navigate to={NEW_PASSWORD_PATH} replace />;

  const screen = matchScreenRoute(pathname);
  if (screen && !canOpenScreen(screen, me.roles)) return <Navigate to="/401" replace />;

  return (
    <CurrentUserContext value={me}>
      <LiveEventsProvider key={me.id} onUnauthorized={() => endSession(queryClient)}>
        <Outlet />
      </LiveEventsProvider>
    </CurrentUserContext>
  );
}
