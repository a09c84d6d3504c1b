import Drawer from "@mui/material/Drawer";
import { SIDEBAR_WIDTH } from "../../../theme/create-app-theme.ts";
import { SidebarContent } from "./sidebar-content.tsx";

interface SidebarProps {
  /** Large screens keep the menu open; smaller ones open it on demand. */
  isPermanent: boolean;
  isOpen: boolean;
  onClose: () => void;
}

const paperSx = { width: SIDEBAR_WIDTH, boxSizing: "border-box", bgcolor: "background.paper" } as const;

export function Sidebar({ isPermanent, isOpen, onClose }: SidebarProps) {
  if (isPermanent) {
    return (
      <Drawer
        variant="permanent"
        sx={{ width: SIDEBAR_WIDTH, flexShrink: 0 }}
        slotProps={{ paper: { sx: { ...paperSx, borderRightStyle: "dashed" } } }}
        data-testid="sidebar"
      >
        <SidebarContent />
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="temporary"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { sx: paperSx } }}
      data-testid="sidebar"
    >
      <SidebarContent />
    </Drawer>
  );
}
