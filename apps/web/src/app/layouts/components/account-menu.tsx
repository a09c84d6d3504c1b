import LogoutOutlined from "@mui/icons-material/LogoutOutlined";
import PersonOutlined from "@mui/icons-material/PersonOutlined";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import IconButton from "@mui/material/IconButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import Menu from "@mui/material/Menu";
import MenuItem from "@mui/material/MenuItem";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link } from "react-router";
import { useLogout } from "../../../features/auth/index.ts";
import { useCurrentUser } from "../../../lib/current-user.tsx";
import { initialsOf } from "../../../lib/initials.ts";
import { UserAvatar } from "../../../ui/user-avatar.tsx";

/** The avatar of the header: who is signed in, the profile, signing out. */
export function AccountMenu() {
  const me = useCurrentUser();
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const isOpen = anchor !== null;

  const handleClose = () => setAnchor(null);
  const handleLogout = () => {
    handleClose();
    logout.mutate();
  };

  return (
    <>
      <IconButton
        // The initials shown are part of the name (WCAG 2.5.3: the visible text is in the label).
        aria-label={me.photoUrl ? "Compte" : `Compte ${initialsOf(me.displayName)}`}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ p: 0.5 }}
        data-testid="account-button"
      >
        <UserAvatar name={me.displayName} photoUrl={me.photoUrl} size={36} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={handleClose}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { width: 240, mt: 1 } } }}
      >
        <Box sx={{ px: 2, py: 1.5 }} data-testid="account-identity">
          <Typography variant="subtitle2" noWrap>
            {me.displayName}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {me.email}
          </Typography>
        </Box>
        <Divider />
        <MenuItem component={Link} to="/dashboard/user/profile" onClick={handleClose}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          Profil
        </MenuItem>
        <MenuItem onClick={handleLogout} disabled={logout.isPending} sx={{ color: "error.main" }}>
          <ListItemIcon sx={{ color: "inherit" }}>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Déconnexion
        </MenuItem>
      </Menu>
    </>
  );
}
