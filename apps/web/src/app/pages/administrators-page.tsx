import { ADMINISTRATORS_ENDPOINTS } from "@campus/contracts/administrators.endpoints";
import { DASHBOARD_ENDPOINTS } from "@campus/contracts/dashboard.endpoints";
import { hasAccess } from "@campus/contracts/permissions";
import { hasPlatformOperatorRole } from "@campus/contracts/roles";
import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import { useState } from "react";
import { useSearchParams } from "react-router";
import {
  AdministratorsTable,
  companyAdministratorPath,
  ownAdministratorPath,
} from "../../features/administrators/index.ts";
import { AdminSummary } from "../../features/dashboard/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { loadEarly, loadWhenShown } from "../../ui/load-when-shown.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

// The form loads with its dialog, not with the list.
const CreateAdministratorDialog = loadWhenShown(() =>
  import("../../features/administrators/components/administrator-dialogs.tsx").then(
    (module) => module.CreateAdministratorDialog,
  ),
);

// The platform operator's company picker is a select (Select, Menu, Popover): a file of its own,
// requested with the page; until it arrives a box of its size (a small field) holds its place.
const CompanyPicker = loadEarly(
  () =>
    import("../../features/administrators/components/company-picker.tsx").then(
      (module) => module.CompanyPicker,
    ),
  <Box aria-hidden sx={{ height: 40, minWidth: { xs: "100%", sm: 280 } }} />,
);

/**
 * `/dashboard/administrateurs`: the home of the company's administrators: the summary of what waits
 * for them (AdminSummary), then the company's administrators. The company's super
 * administrator and the platform superadmin manage them (the latter for any company,
 * picked above the list); an administrator reads the list.
 */
export function AdministratorsPage() {
  usePageTitle("Administrateurs");
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [isCreating, setIsCreating] = useState(false);
  const isPlatformOperator = hasPlatformOperatorRole(me.roles);
  const companyId = (isPlatformOperator && params.get("entreprise")) || me.companyId;
  const canManage = hasAccess(ADMINISTRATORS_ENDPOINTS.createAdministrator.access, me.roles);
  const isOwnCompany = companyId === me.companyId;
  // The home of the company's administrators: their company's summary above its administrators.
  const hasSummary = hasAccess(DASHBOARD_ENDPOINTS.getAdminDashboard.access, me.roles) && isOwnCompany;

  const handleCompanyChange = (next: string) =>
    setParams(next === me.companyId ? {} : { entreprise: next }, { replace: true });

  return (
    <>
      <PageHeader
        title="Administrateurs"
        subtitle={canManage ? undefined : "Les administrateurs de votre organisme (lecture seule)."}
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
              Nouvel administrateur
            </Button>
          ) : null
        }
      />
      {hasSummary ? <AdminSummary /> : null}
      {isPlatformOperator ? (
        <Box sx={{ mb: 2 }}>
          <CompanyPicker value={companyId} onChange={handleCompanyChange} />
        </Box>
      ) : null}
      <Card>
        <AdministratorsTable
          key={companyId}
          companyId={isOwnCompany ? undefined : companyId}
          detailPath={(administrator) =>
            isOwnCompany
              ? ownAdministratorPath(administrator.id)
              : companyAdministratorPath(companyId, administrator.id)
          }
        />
      </Card>
      {isCreating ? (
        <CreateAdministratorDialog
          companyId={isOwnCompany ? undefined : companyId}
          onClose={() => setIsCreating(false)}
        />
      ) : null}
    </>
  );
}
