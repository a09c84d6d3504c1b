import { useParams } from "react-router";
import { AdministratorProfile } from "../features/administrators/index.ts";
import { NotFoundPage } from "../features/errors/pages/not-found-page.tsx";
import { AccountErasureButton } from "../features/privacy/index.ts";

const COMPANY_ADMIN_SEGMENT = /^(.+)-admin$/;

/**
 * `/dashboard/:company-admin/:uid` (a company's administrator, platform side).
 * React Router cannot match half a segment, so the route takes the whole
 * segment and anything not ending in `-admin` is an unknown page.
 */
export function CompanyAdminRoute() {
  const { companyAdmin = "", uid = "" } = useParams();
  const companyId = COMPANY_ADMIN_SEGMENT.exec(companyAdmin)?.[1];
  return companyId ? (
    <AdministratorProfile id={uid} companyId={companyId} ErasureButton={AccountErasureButton} />
  ) : (
    <NotFoundPage />
  );
}
