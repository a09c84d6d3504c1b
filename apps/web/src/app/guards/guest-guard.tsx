import { Navigate, Outlet } from "react-router";
import { landingPath, useMe } from "../../features/auth/index.ts";
import { LoadingScreen } from "../../ui/loading-screen.tsx";

/** Public routes (sign-in, registration): a signed-in user goes to their home (or chooses a password) instead. */
export function GuestGuard() {
  const { data: me, isPending } = useMe();
  if (isPending) return <LoadingScreen />;
  if (me) return <Navigate to={landingPath(me)} replace />;
  return <Outlet />;
}
