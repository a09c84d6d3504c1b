import { Navigate, Outlet } from "react-router";
import { useMe } from "../../features/auth/index.ts";
import { CurrentUserContext } from "../../lib/current-user.tsx";
import { LoadingScreen } from "../../ui/loading-screen.tsx";
import { ProfileLoadError } from "./profile-load-error.tsx";

/**
 * The page choosing one's own password: only for a signed-in user whose password an administrator
 * set. Signed out -> sign-in page; once chosen (or never required) -> their role's home.
 */
export function PasswordChangeGuard() {
  const { data: me, isPending, isError, refetch } = useMe();

  if (isPending) return <LoadingScreen />;
  if (isError && me === undefined) return <ProfileLoadError onRetry={() => void refetch()} />;
  if (!me) return <Navigate to="/auth/login" replace />;
  if (!me.mustChangePassword) return <Navigate to={me.home} replace />;

  return (
    <CurrentUserContext value={me}>
      <Outlet />
    </CurrentUserContext>
  );
}
