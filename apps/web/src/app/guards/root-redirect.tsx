import { Navigate } from "react-router";
import { landingPath, useMe } from "../../features/auth/index.ts";
import { LoadingScreen } from "../../ui/loading-screen.tsx";

/** `/`: the user's home, or the sign-in page. */
export function RootRedirect() {
  const { data: me, isPending } = useMe();
  if (isPending) return <LoadingScreen />;
  return <Navigate to={me ? landingPath(me) : "/auth/login"} replace />;
}
