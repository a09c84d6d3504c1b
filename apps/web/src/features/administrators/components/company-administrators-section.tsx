import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import { useState } from "react";
import { SectionHeader } from "../../../ui/section-header.tsx";
import { CreateAdministratorDialog } from "./administrator-dialogs.tsx";
import { companyAdministratorPath } from "./administrator-paths.ts";
import { AdministratorsTable } from "./administrators-table.tsx";

/** The administrators of one company on the platform's company page, with "Nouvel administrateur". */
export function CompanyAdministratorsSection({ companyId }: { companyId: string }) {
  const [isCreating, setIsCreating] = useState(false);
  return (
    <Card component="section" aria-labelledby="administrateurs-entreprise">
      <SectionHeader
        title="Administrateurs"
        titleId="administrateurs-entreprise"
        actions={
          <Button
            variant="contained"
            size="small"
            startIcon={<AddIcon />}
            onClick={() => setIsCreating(true)}
          >
            Nouvel administrateur
          </Button>
        }
      />
      <Divider />
      <AdministratorsTable
        companyId={companyId}
        namespace="administrateurs"
        detailPath={(administrator) => companyAdministratorPath(companyId, administrator.id)}
      />
      {isCreating ? (
        <CreateAdministratorDialog companyId={companyId} onClose={() => setIsCreating(false)} />
      ) : null}
    </Card>
  );
}
