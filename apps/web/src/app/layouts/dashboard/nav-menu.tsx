import Box from "@mui/material/Box";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import { alpha } from "@mui/material/styles";
import { NavLink } from "react-router";
import type { MenuSection } from "../menu-config.ts";

interface NavMenuProps {
  sections: readonly MenuSection[];
}

/** The side menu's links, grouped by section; the current screen's link is highlighted. */
export function NavMenu({ sections }: NavMenuProps) {
  return (
    <Box component="nav" aria-label="Menu principal" sx={{ px: 1.5, pb: 3 }}>
      {sections.map((section) => (
        <List
          key={section.subheader}
          disablePadding
          subheader={
            <ListSubheader
              disableSticky
              sx={{
                px: 1.5,
                lineHeight: "36px",
                fontSize: "0.75rem",
                fontWeight: 700,
                textTransform: "uppercase",
                letterSpacing: "0.06em",
                color: "text.secondary",
              }}
            >
              {section.subheader}
            </ListSubheader>
          }
          sx={{ mb: 1.5 }}
        >
          {section.items.map((item) => (
            <ListItem key={item.path} disablePadding>
              <ListItemButton
                component={NavLink}
                to={item.path}
                sx={(theme) => ({
                  minHeight: 44,
                  px: 1.5,
                  borderRadius: 1,
                  mb: 0.5,
                  color: "text.secondary",
                  fontWeight: 500,
                  "&.active": {
                    color: "primary.main",
                    fontWeight: 600,
                    bgcolor: alpha(theme.palette.primary.main, 0.12),
                    "&:hover": { bgcolor: alpha(theme.palette.primary.main, 0.2) },
                  },
                })}
              >
                <ListItemIcon sx={{ minWidth: 34, color: "inherit" }}>
                  <item.icon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={item.title}
                  slotProps={{ primary: { variant: "body2", sx: { fontWeight: "inherit" } } }}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      ))}
    </Box>
  );
}
