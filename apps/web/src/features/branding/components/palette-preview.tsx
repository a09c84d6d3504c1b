import { BRANDING_SURFACES } from "@campus/contracts/branding";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

export interface PaletteColors {
  primary: string;
  secondary: string;
}

const TEXT = { light: "#1C252E", dark: "#FFFFFF" } as const;
const LABELS = { light: "Mode clair", dark: "Mode sombre" } as const;

/** Black or white, whichever reads best on the colour (as on a filled button). */
function onColor(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#1C252E" : "#FFFFFF";
}

/** A small page of one mode in the chosen colours: a title, a link, a filled button and a tag. */
export function PalettePreview({ mode, colors }: { mode: "light" | "dark"; colors: PaletteColors }) {
  const [background, paper] = BRANDING_SURFACES[mode];
  return (
    <Box
      role="img"
      aria-label={`Aperçu ${LABELS[mode].toLowerCase()}`}
      sx={{
        bgcolor: background,
        color: TEXT[mode],
        borderRadius: 2,
        p: 2,
        border: 1,
        borderColor: "divider",
        flex: 1,
      }}
    >
      <Typography variant="overline" sx={{ color: TEXT[mode], opacity: 0.8 }}>
        {LABELS[mode]}
      </Typography>
      <Box sx={{ bgcolor: paper, borderRadius: 1.5, p: 2 }}>
        <Typography sx={{ fontWeight: 700, color: colors.primary }}>Tableau de bord</Typography>
        <Typography variant="body2" sx={{ color: TEXT[mode], my: 1 }}>
          Prochain cours :{" "}
          <span style={{ color: colors.primary, textDecoration: "underline" }}>Mathématiques</span>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap", rowGap: 1 }}>
          <Box
            component="span"
            sx={{
              bgcolor: colors.primary,
              color: onColor(colors.primary),
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              fontSize: 14,
              fontWeight: 600,
            }}
          >
            Enregistrer
          </Box>
          <Box
            component="span"
            sx={{
              border: 1,
              borderColor: colors.secondary,
              color: colors.secondary,
              px: 1,
              py: 0.25,
              borderRadius: 4,
              fontSize: 13,
            }}
          >
            Nouveau
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
