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
  CompanyPicker,
  CreateAdministratorDialog,
  companyAdministratorPath,
  ownAdministratorPath,
} from "../../features/administrators/index.ts";
import { AdminSummary } from "../../features/dashboard/index.ts";
import { useCurrentUser } from "../../lib/current-user.tsx";
import { PageHeader } from "../../ui/page-header.tsx";
import { usePageTitle } from "../../ui/use-page-title.ts";

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
