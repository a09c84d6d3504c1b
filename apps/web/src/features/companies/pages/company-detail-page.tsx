import { formatNumber } from "@campus/contracts/format-number";
import ArrowBack from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { ColumnGrid } from "../../../ui/column-grid.tsx";
import { CompanyLogo } from "../../../ui/company-logo.tsx";
import { LoadErrorAlert } from "../../../ui/load-error-alert.tsx";
import { LogoUploadCard } from "../../../ui/logo-upload-card.tsx";
import { usePageTitle } from "../../../ui/use-page-title.ts";
import { useCompany } from "../api/company.ts";
import { useRemoveCompanyLogo, useUploadCompanyLogo } from "../api/company-logo.ts";
import { CompanyInstancesCard } from "../components/company-instances-card.tsx";
import { CompanySettingsForm } from "../components/company-settings-form.tsx";

interface CompanyDetailPageProps {
  /** The company's administrators, composed by the route (another feature's section). */
  renderAdministrators?: (companyId: string) => ReactNode;
}

function BackToList() {
  return (
    <Button
      component={Link}
      to="/dashboard/entreprises"
      startIcon={<ArrowBack />}
      size="small"
      sx={{ mb: 2 }}
    >
      Entreprises
    </Button>
  );
}

/** `/dashboard/entreprises/:uid`: a company's settings, instances and administrators. */
export function CompanyDetailPage({ renderAdministrators }: CompanyDetailPageProps) {
  const { uid = "" } = useParams();
  const company = useCompany(uid);
  const uploadLogo = useUploadCompanyLogo(uid);
  const removeLogo = useRemoveCompanyLogo(uid);
  usePageTitle(company.data?.fullName ?? "Entreprise");

  if (company.isPending) {
    return (
      <Stack spacing={3} aria-busy="true">
        <Skeleton variant="rounded" height={72} />
        <Skeleton variant="rounded" height={420} />
      </Stack>
    );
  }
  if (company.isError) {
    return (
      <>
        <BackToList />
        <LoadErrorAlert
          query={company}
          message="Impossible de charger l'entreprise."
          missingMessage="Cette entreprise est introuvable."
          missingStatuses={[404]}
        />
      </>
    );
  }
  const detail = company.data;

  return (
    <>
      <BackToList />
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3, flexWrap: "wrap" }}>
        <CompanyLogo name={detail.fullName} logoUrl={detail.logoUrl} size={56} />
        <Box sx={{ minWidth: 0, flex: "1 1 200px" }}>
          <Typography variant="h4" component="h1" sx={{ overflowWrap: "anywhere" }}>
            {detail.fullName}
          </Typography>
          <Box sx={{ display: "flex", gap: 1, mt: 0.5, flexWrap: "wrap" }}>
            <Chip size="small" variant="outlined" label={`Identifiant : ${detail.id}`} />
            <Chip
              size="small"
              variant="outlined"
              label={`${formatNumber(detail.userCount)} utilisateur${detail.userCount > 1 ? "s" : ""}`}
            />
          </Box>
        </Box>
      </Box>
      <Stack spacing={3}>
        <LogoUploadCard
          name={detail.fullName}
          logoUrl={detail.logoUrl}
          onUpload={(file) => uploadLogo.mutateAsync(file)}
          onRemove={() => removeLogo.mutateAsync()}
          uploading={uploadLogo.isPending}
          removing={removeLogo.isPending}
        />
        <CompanySettingsForm company={detail} />
        <ColumnGrid columns="minmax(0, 1fr) minmax(0, 2fr)">
          <CompanyInstancesCard company={detail} />
          {renderAdministrators ? <Box sx={{ minWidth: 0 }}>{renderAdministrators(detail.id)}</Box> : null}
        </ColumnGrid>
      </Stack>
    </>
  );
}
