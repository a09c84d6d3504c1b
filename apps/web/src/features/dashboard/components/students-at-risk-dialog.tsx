import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import Pagination from "@mui/material/Pagination";
import Skeleton from "@mui/material/Skeleton";
import { useState } from "react";
import { TitledDialog } from "../../../ui/titled-dialog.tsx";
import { useStudentsAtRisk } from "../api/absence-alerts.ts";
import { StudentsAtRiskList } from "./students-at-risk-list.tsx";

const PAGE_SIZE = 20;

/** Every student above a threshold, page by page (« Voir tout » of the home's card). */
export function StudentsAtRiskDialog({ onClose }: { onClose: () => void }) {
  const [page, setPage] = useState(1);
  const list = useStudentsAtRisk(page, PAGE_SIZE);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE));
  return (
    <TitledDialog title="Apprenants à risque" onClose={onClose}>
      <DialogContent>
        {list.isPending ? (
          <Skeleton variant="rounded" height={120} role="progressbar" aria-label="Chargement" />
        ) : list.isError ? (
          <Alert severity="error">Impossible de charger les apprenants à risque.</Alert>
        ) : (
          <StudentsAtRiskList students={list.data.items} onNavigate={onClose} />
        )}
        {pages > 1 ? (
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            sx={{ mt: 2 }}
            getItemAriaLabel={(type, item) =>
              type === "page" ? `Page ${item}` : type === "next" ? "Page suivante" : "Page précédente"
            }
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fermer</Button>
      </DialogActions>
    </TitledDialog>
  );
}
