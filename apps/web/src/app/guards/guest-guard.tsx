import { Navigate, Outlet } from "react-router";
import { useMe } from "../../features/auth/index.ts";
import { LoadingScreen } from "../../ui/loading-screen.tsx";

/** Public routes (sign-in, registration): a signed-in user goes to their home instead. */
export function GuestGuard() {
  const { data: me, isPending } = useMe();
  if (isPending) return <LoadingScreen />;
  if (me) return <Navigate to={me.home} replace />;
  return <Outlet />;
}
