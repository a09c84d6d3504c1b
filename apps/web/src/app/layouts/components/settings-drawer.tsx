import Close from "@mui/icons-material/Close";
import DarkModeOutlined from "@mui/icons-material/DarkModeOutlined";
import FormatTextdirectionLToR from "@mui/icons-material/FormatTextdirectionLToR";
import FormatTextdirectionRToL from "@mui/icons-material/FormatTextdirectionRToL";
import LightModeOutlined from "@mui/icons-material/LightModeOutlined";
import SettingsOutlined from "@mui/icons-material/SettingsOutlined";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { type Direction, type ThemeMode, useSettings } from "../../../theme/settings.tsx";

const toggleSx = { flex: 1, gap: 1, py: 1.25 } as const;

/** The settings button of the header and its drawer: light or dark mode, text direction. */
export function SettingsDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const { mode, direction, onModeChange, onDirectionChange } = useSettings();
  const titleId = useId();
  const modeLabelId = useId();
  const directionLabelId = useId();

  const handleModeChange = (_: unknown, value: ThemeMode | null) => {
    if (value) onModeChange(value);
  };
  const handleDirectionChange = (_: unknown, value: Direction | null) => {
    if (value) onDirectionChange(value);
  };

  return (
    <>
      <Tooltip title="Paramètres">
        <IconButton aria-label="Paramètres" onClick={() => setIsOpen(true)}>
          <SettingsOutlined />
        </IconButton>
      </Tooltip>
      <Drawer
        anchor="right"
        open={isOpen}
        onClose={() => setIsOpen(false)}
        slotProps={{
          paper: {
            role: "dialog",
            "aria-labelledby": titleId,
            sx: { width: 320, maxWidth: "100vw" },
          },
        }}
      >
        <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", px: 2.5, py: 2 }}>
          <Typography id={titleId} variant="h3" component="h2">
            Paramètres
          </Typography>
          <IconButton aria-label="Fermer les paramètres" onClick={() => setIsOpen(false)}>
            <Close />
          </IconButton>
        </Stack>
        <Divider />
        <Box sx={{ p: 2.5, display: "flex", flexDirection: "column", gap: 3 }}>
          <Box>
            <Typography id={modeLabelId} variant="subtitle2" sx={{ mb: 1 }}>
              Mode
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={mode}
              onChange={handleModeChange}
              aria-labelledby={modeLabelId}
            >
              <ToggleButton value="light" sx={toggleSx}>
                <LightModeOutlined fontSize="small" />
                Clair
              </ToggleButton>
              <ToggleButton value="dark" sx={toggleSx}>
                <DarkModeOutlined fontSize="small" />
                Sombre
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
          <Box>
            <Typography id={directionLabelId} variant="subtitle2" sx={{ mb: 1 }}>
              Direction
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              color="primary"
              value={direction}
              onChange={handleDirectionChange}
              aria-labelledby={directionLabelId}
            >
              <ToggleButton value="ltr" sx={toggleSx}>
                <FormatTextdirectionLToR fontSize="small" />
                Gauche à droite
              </ToggleButton>
              <ToggleButton value="rtl" sx={toggleSx}>
                <FormatTextdirectionRToL fontSize="small" />
                Droite à gauche
              </ToggleButton>
            </ToggleButtonGroup>
          </Box>
        </Box>
      </Drawer>
    </>
  );
}
