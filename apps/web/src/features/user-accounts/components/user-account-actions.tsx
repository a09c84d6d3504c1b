import { ACCOUNT_MESSAGES } from "@campus/contracts/accounts";
import { de } from "@campus/contracts/french";
import { MESSAGES } from "@campus/contracts/messages";
import type { UserAccount } from "@campus/contracts/user-accounts";
import BlockOutlined from "@mui/icons-material/BlockOutlined";
import CheckCircleOutlined from "@mui/icons-material/CheckCircleOutlined";
import DeleteOutlined from "@mui/icons-material/DeleteOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import LinkOutlined from "@mui/icons-material/LinkOutlined";
import LockResetOutlined from "@mui/icons-material/LockResetOutlined";
import MoreVert from "@mui/icons-material/MoreVert";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import { useState } from "react";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { failureMessage } from "../../../lib/failure-message.ts";
import { ConfirmDialog } from "../../../ui/confirm-dialog.tsx";
import { loadWhenShown } from "../../../ui/load-when-shown.tsx";
import { useSnackbar } from "../../../ui/notifications.tsx";
import { useDeleteUserAccount } from "../api/delete-user-account.ts";
import { useSendLoginLink } from "../api/send-login-link.ts";
import { useSetUserAccountDisabled } from "../api/set-user-account-disabled.ts";

// The forms load with their dialog, not with the page.
const EditUserAccountDialog = loadWhenShown(() =>
  import("./user-account-dialogs.tsx").then((module) => module.EditUserAccountDialog),
);
const ResetPasswordDialog = loadWhenShown(() =>
  import("./user-account-dialogs.tsx").then((module) => module.ResetPasswordDialog),
);

export type AccountAction = "edit" | "toggle" | "password" | "delete";

interface AccountMenuProps {
  account: UserAccount;
  onAction: (action: AccountAction, account: UserAccount) => void;
}

/** The "⋮" menu of one account: Modifier, Désactiver/Réactiver, Réinitialiser le mot de passe, Supprimer. */
export function AccountMenu({ account, onAction }: AccountMenuProps) {
  const me = useCurrentUser();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const isSelf = account.id === me.id;
  const { enqueueSnackbar } = useSnackbar();
  const sendLink = useSendLoginLink();
  const handleSendLink = () => {
    setAnchor(null);
    sendLink.mutate(account.id, {
      onSuccess: () => enqueueSnackbar(ACCOUNT_MESSAGES.adminLinkSent, { variant: "success" }),
      onError: (error) => enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" }),
    });
  };
  const pick = (action: AccountAction) => {
    setAnchor(null);
    onAction(action, account);
  };
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Actions pour ${account.displayName}`}
        aria-haspopup="menu"
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <MoreVert fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => pick("edit")}>
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Modifier</ListItemText>
        </MenuItem>
        {/* Nobody disables or deletes their own account: the server refuses it too. */}
        {isSelf ? null : (
          <MenuItem onClick={() => pick("toggle")}>
            <ListItemIcon>
              {account.disabled ? (
                <CheckCircleOutlined fontSize="small" />
              ) : (
                <BlockOutlined fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText>{account.disabled ? "Réactiver" : "Désactiver"}</ListItemText>
          </MenuItem>
        )}
        <MenuItem onClick={() => pick("password")}>
          <ListItemIcon>
            <LockResetOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>Réinitialiser le mot de passe</ListItemText>
        </MenuItem>
        {isSelf || account.disabled ? null : (
          <MenuItem onClick={handleSendLink}>
            <ListItemIcon>
              <LinkOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Envoyer un lien de connexion</ListItemText>
          </MenuItem>
        )}
        {isSelf ? null : (
          <MenuItem onClick={() => pick("delete")} sx={{ color: "error.main" }}>
            <ListItemIcon sx={{ color: "inherit" }}>
              <DeleteOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText>Supprimer</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}

export interface OpenAccountAction {
  action: AccountAction;
  account: UserAccount;
}

interface AccountActionDialogsProps {
  current: OpenAccountAction | null;
  onClose: () => void;
}

/** The dialog of the action picked in an account's menu; one per page, shared by the list and the cards. */
export function AccountActionDialogs({ current, onClose }: AccountActionDialogsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const setDisabled = useSetUserAccountDisabled();
  const deleteAccount = useDeleteUserAccount();
  // The last action stays shown while its dialog fades out.
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);
  const account = shown?.account;

  const handleToggle = async () => {
    if (!account) return;
    try {
      await setDisabled.mutateAsync({ id: account.id, isDisabled: !account.disabled });
      enqueueSnackbar(MESSAGES.updateOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.updateKo, error), { variant: "error" });
    }
  };

  const handleDelete = async () => {
    if (!account) return;
    try {
      await deleteAccount.mutateAsync(account.id);
      enqueueSnackbar(MESSAGES.deleteOk, { variant: "success" });
      onClose();
    } catch (error) {
      enqueueSnackbar(failureMessage(MESSAGES.deleteKo, error), { variant: "error" });
    }
  };

  return (
    <>
      {current?.action === "edit" ? (
        <EditUserAccountDialog account={current.account} onClose={onClose} />
      ) : null}
      {current?.action === "password" ? (
        <ResetPasswordDialog account={current.account} onClose={onClose} />
      ) : null}
      <ConfirmDialog
        isOpen={current?.action === "toggle"}
        title={account?.disabled ? "Réactiver le compte" : "Désactiver le compte"}
        message={
          account?.disabled
            ? `${account.displayName} pourra de nouveau se connecter.`
            : `${account?.displayName ?? ""} ne pourra plus se connecter et ses sessions en cours seront fermées.`
        }
        confirmLabel={account?.disabled ? "Réactiver" : "Désactiver"}
        isDestructive={!account?.disabled}
        isPending={setDisabled.isPending}
        onConfirm={() => void handleToggle()}
        onClose={onClose}
      />
      <ConfirmDialog
        isOpen={current?.action === "delete"}
        title="Supprimer le compte"
        message={`Le compte ${de(account?.displayName ?? "")} (${account?.email ?? ""}) sera supprimé définitivement.`}
        confirmLabel="Supprimer"
        isDestructive
        isPending={deleteAccount.isPending}
        onConfirm={() => void handleDelete()}
        onClose={onClose}
      />
    </>
  );
}
