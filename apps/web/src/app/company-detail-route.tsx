import { CompanyAdministratorsSection } from "../features/administrators/index.ts";
import { CompanyDetailPage } from "../features/companies/pages/company-detail-page.tsx";

/** `/dashboard/entreprises/:uid`: the company page, with the administrators section of their own feature. */
export function CompanyDetailRoute() {
  return (
    <CompanyDetailPage
      renderAdministrators={(companyId) => <CompanyAdministratorsSection companyId={companyId} />}
    />
  );
}
