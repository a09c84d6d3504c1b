import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import { useState } from "react";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { SectionHeaderCard } from "../../../ui/section-header.tsx";
import { companyAdministratorPath } from "./administrator-paths.ts";
import { AdministratorsTable } from "./administrators-table.tsx";

// The forms load with their dialog, not with the page.
const CreateAdministratorDialog = loadWhenShown(() =>
  import("./administrator-dialogs.tsx").then((module) => module.CreateAdministratorDialog),
);

/** The administrators of one company on the platform's company page, with "Nouvel administrateur". */
export function CompanyAdministratorsSection({ companyId }: { companyId: string }) {
  const [isCreating, setIsCreating] = useState(false);
  return (
    <SectionHeaderCard
      title="Administrateurs"
      actions={
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
          Nouvel administrateur
        </Button>
      }
    >
      <Divider />
      <AdministratorsTable
        companyId={companyId}
        namespace="administrateurs"
        detailPath={(administrator) => companyAdministratorPath(companyId, administrator.id)}
      />
      {isCreating ? (
        <CreateAdministratorDialog companyId={companyId} onClose={() => setIsCreating(false)} />
      ) : null}
    </SectionHeaderCard>
  );
}
