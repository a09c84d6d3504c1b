import AddIcon from "@mui/icons-material/Add";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { CreateAdministratorDialog } from "./administrator-dialogs.tsx";
import { companyAdministratorPath } from "./administrator-paths.ts";
import { AdministratorsTable } from "./administrators-table.tsx";

/** The administrators of one company on the platform's company page, with "Nouvel administrateur". */
export function CompanyAdministratorsSection({ companyId }: { companyId: string }) {
  const [isCreating, setIsCreating] = useState(false);
  return (
    <Card component="section" aria-labelledby="administrateurs-entreprise">
      <Box
        sx={{
          p: 2,
          display: "flex",
          flexWrap: "wrap",
          gap: 1,
          alignItems: "center",
          justifyContent: "space-between",
        }}
      >
        <Typography variant="h2" id="administrateurs-entreprise" sx={{ fontSize: "1.125rem" }}>
          Administrateurs
        </Typography>
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setIsCreating(true)}>
          Nouvel administrateur
        </Button>
      </Box>
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
