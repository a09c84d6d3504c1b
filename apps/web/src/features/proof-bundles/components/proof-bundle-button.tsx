import { hasAccess } from "@campus/contracts/permissions";
import { PROOF_BUNDLES_ENDPOINTS } from "@campus/contracts/proof-bundles.endpoints";
import FolderZipOutlined from "@mui/icons-material/FolderZipOutlined";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { ProofBundleDialog, type ProofBundleTarget } from "./proof-bundle-dialog.tsx";

/** « Dossier de preuve »: the button that opens the bundle's dialog, for those who may download it (administrators). */
export function ProofBundleButton({ target }: { target: ProofBundleTarget }) {
  const me = useCurrentUser();
  const [isOpen, setIsOpen] = useState(false);
  if (!hasAccess(PROOF_BUNDLES_ENDPOINTS.downloadProofBundle.access, me.roles)) return null;
  return (
    <>
      <Button variant="outlined" startIcon={<FolderZipOutlined />} onClick={() => setIsOpen(true)}>
        Dossier de preuve
      </Button>
      {isOpen ? <ProofBundleDialog target={target} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
