import { hasAccess } from "@campus/contracts/permissions";
import { PRIVACY_ENDPOINTS } from "@campus/contracts/privacy.endpoints";
import { canManageAccount, hasPlatformOperatorRole, type Role } from "@campus/contracts/roles";
import DeleteForeverOutlined from "@mui/icons-material/DeleteForeverOutlined";
import Button from "@mui/material/Button";
import { useState } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { ErasureDialog } from "./erasure-dialog.tsx";

/**
 * « Effacer les données personnelles » of a staff account (a teacher, an administrator), shown to whoever may
 * manage that account but its owner (the server applies the same rule); opens the preview dialog.
 */
export function AccountErasureButton({ account }: { account: { id: string; roles: readonly Role[] } }) {
  const me = useCurrentUser();
  const [isErasing, setIsErasing] = useState(false);
  const canErase =
    hasAccess(PRIVACY_ENDPOINTS.eraseAccount.access, me.roles) &&
    account.id !== me.id &&
    !hasPlatformOperatorRole(account.roles) &&
    canManageAccount({ id: me.id, roles: me.roles }, account);
  if (!canErase) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<DeleteForeverOutlined />}
        onClick={() => setIsErasing(true)}
      >
        Effacer les données personnelles
      </Button>
      {isErasing ? (
        <ErasureDialog target={{ kind: "account", id: account.id }} onClose={() => setIsErasing(false)} />
      ) : null}
    </>
  );
}
