import { Outlet } from "react-router";
import { AuthFrame, useCompanyBranding, useSignInCompanyId } from "../../features/auth/index.ts";

/** The public pages of the app (registration, links, passwords) in the branded frame. */
export function AuthLayout() {
  const { data: branding } = useCompanyBranding(useSignInCompanyId());
  return (
    <AuthFrame branding={branding}>
      <Outlet />
    </AuthFrame>
  );
}
