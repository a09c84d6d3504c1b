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
import type { SvgIconProps } from "@mui/material/SvgIcon";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { type ComponentType, useId, useState } from "react";
import { type Direction, type ThemeMode, useSettings } from "../../../theme/settings.tsx";

const toggleSx = { flex: 1, gap: 1, py: 1.25 } as const;

interface Choice<Value extends string> {
  value: Value;
  icon: ComponentType<SvgIconProps>;
  label: string;
}

const MODE_CHOICES: readonly Choice<ThemeMode>[] = [
  { value: "light", icon: LightModeOutlined, label: "Clair" },
  { value: "dark", icon: DarkModeOutlined, label: "Sombre" },
];
const DIRECTION_CHOICES: readonly Choice<Direction>[] = [
  { value: "ltr", icon: FormatTextdirectionLToR, label: "Gauche à droite" },
  { value: "rtl", icon: FormatTextdirectionRToL, label: "Droite à gauche" },
];

interface SettingChoiceProps<Value extends string> {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
  choices: readonly Choice<Value>[];
}

/** One setting of the drawer: its name over a row of buttons, one always chosen. */
function SettingChoice<Value extends string>({ label, value, onChange, choices }: SettingChoiceProps<Value>) {
  const labelId = useId();
  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        exclusive
        fullWidth
        color="primary"
        value={value}
        onChange={(_, next: Value | null) => {
          if (next) onChange(next);
        }}
        aria-labelledby={labelId}
      >
        {choices.map(({ value: choice, icon: Icon, label: choiceLabel }) => (
          <ToggleButton key={choice} value={choice} sx={toggleSx}>
            <Icon fontSize="small" />
            {choiceLabel}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** The settings button of the header and its drawer: light or dark mode, text direction. */
export function SettingsDrawer() {
  const [isOpen, setIsOpen] = useState(false);
  const { mode, direction, onModeChange, onDirectionChange } = useSettings();
  const titleId = useId();

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
          <SettingChoice label="Mode" value={mode} onChange={onModeChange} choices={MODE_CHOICES} />
          <SettingChoice
            label="Direction"
            value={direction}
            onChange={onDirectionChange}
            choices={DIRECTION_CHOICES}
          />
        </Box>
      </Drawer>
    </>
  );
}
